import Domain
/// A part of the browser with a list of its own, chosen in the top line with Tab,
/// Shift-Tab or Alt and its number. Each keeps its list, search, selection and cards
/// while another is shown.
///
/// A section is a value a kind declares (`BrowserSection.abilities`, in the kind's file
/// in `Kinds/`), not a case of an enum here: the browser shows the sections it is given
/// (`Browser.State.sections`), in that order, and the app derives them from its registry
/// of kinds. Two sections are the Pokédex's own: `.pokemon` and `.favorites`.
public struct BrowserSection: Hashable, Sendable {
  /// The name in the top line; no two sections share one.
  public let title: String
  /// The kind of entry its rows are (favorites are Pokémon).
  public let kind: EntryKind
  /// The orders its list cycles through with `s`, the first the list starts in. The
  /// Pokémon section's list is the Pokédex's, in its own order.
  public let sorts: [ReferenceSort]
  /// The most columns a name takes in its list.
  public let nameWidth: Int
  /// The columns after the number and the name, for the heading; each row's `cells`
  /// follow them.
  public let columns: [ReferenceColumn]
  /// For a section whose filter is its kind's query (`fire, sort power`), each key a
  /// `sort` term takes, lowercased, and the name of the order it names
  /// (`MoveQueryParser.orders`): the filter's sort term orders the list, and the heading
  /// and the status line say so. Empty for a filter of plain words.
  public let filterOrders: [String: String]

  public init(
    title: String, kind: EntryKind, sorts: [ReferenceSort] = [.number, .name],
    nameWidth: Int = 24, columns: [ReferenceColumn], filterOrders: [String: String] = [:]
  ) {
    self.title = title
    self.kind = kind
    self.sorts = sorts
    self.nameWidth = nameWidth
    self.columns = columns
    self.filterOrders = filterOrders
  }

  /// The Pokédex: the Pokémon list, with its own search and order.
  public static let pokemon = BrowserSection(
    title: "Pokémon", kind: .pokemon, sorts: [],
    columns: [.typeBadges("Types", count: 2)])

  /// The Pokémon marked ★.
  public static let favorites = BrowserSection(
    title: "Favorites", kind: .pokemon, columns: [.typeBadges("Types", count: 2)])

  /// The eighteen types, each with the types its moves hit hard.
  public static let types = BrowserSection(
    title: "Types", kind: .type, nameWidth: 10,
    columns: [ReferenceColumn("Strong against", width: nil)])

  /// The natures, each with the stats it changes and the flavors it likes.
  public static let natures = BrowserSection(
    title: "Natures", kind: .nature, nameWidth: 10,
    columns: [
      ReferenceColumn("Raises", width: 15), ReferenceColumn("Lowers", width: 15),
      ReferenceColumn("Likes", width: nil),
    ])
}

/// An order of a section's list: its name, as the catalogs take it (`power`), and the
/// column it sorts by, marked in the heading.
public struct ReferenceSort: Hashable, Sendable {
  /// The order's name: `number`, `name`, `power`…
  public var name: String
  /// The index in the section's `columns` of the column it sorts by; `nil` for the
  /// number and the name, which always show.
  public var column: Int?

  public init(_ name: String, column: Int? = nil) {
    self.name = name
    self.column = column
  }

  public static let number = ReferenceSort("number")
  public static let name = ReferenceSort("name")
}

/// A column of a section's list after the name.
public struct ReferenceColumn: Hashable, Sendable {
  /// Its heading.
  public var header: String
  /// How many columns it takes; 0 for type badges (the theme's width), `nil` for the
  /// rest of the line.
  public var width: Int?
  /// Whether numbers line up on the right.
  public var alignsRight: Bool
  /// How many type badges it holds side by side, when its width is 0.
  public var badges = 0

  public init(_ header: String, width: Int?, alignsRight: Bool = false) {
    self.header = header
    self.width = width
    self.alignsRight = alignsRight
  }

  /// A column of `count` type badges side by side (width 0: the theme's badges say how
  /// wide).
  public static func typeBadges(_ header: String, count: Int) -> ReferenceColumn {
    var column = ReferenceColumn(header, width: 0)
    column.badges = count
    return column
  }
}
