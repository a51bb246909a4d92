import Domain
/// A part of the browser with a list of its own, chosen in the top line with Tab,
/// Shift-Tab or Alt and its number. Each keeps its list, search, selection and cards
/// while another is shown.
public enum BrowserSection: Int, CaseIterable, Hashable, Sendable {
  case pokemon, moves, abilities, items, types, natures, favorites

  /// The name in the top line.
  public var title: String {
    switch self {
    case .pokemon: return "Pokémon"
    case .moves: return "Moves"
    case .abilities: return "Abilities"
    case .items: return "Items"
    case .types: return "Types"
    case .natures: return "Natures"
    case .favorites: return "Favorites"
    }
  }

  /// The kind of entry its rows are (favorites are Pokémon).
  public var kind: EntryKind {
    switch self {
    case .pokemon, .favorites: return .pokemon
    case .moves: return .move
    case .abilities: return .ability
    case .items: return .item
    case .types: return .type
    case .natures: return .nature
    }
  }

  /// Its number in the top line, which Alt and the number chooses: 1 to 7.
  public var number: Int { rawValue + 1 }

  /// The orders its list cycles through with `s`, the first the list starts in. The
  /// Pokémon section's list is the Pokédex's, in its own order.
  public var sorts: [ReferenceSort] {
    switch self {
    case .pokemon: return []
    case .moves:
      return [.number, .name, ReferenceSort("power", column: 2), ReferenceSort("accuracy", column: 3),
        ReferenceSort("pp", column: 4)]
    case .abilities: return [.number, .name, ReferenceSort("pokemon", column: 1)]
    case .items: return [.number, .name, ReferenceSort("cost", column: 1)]
    case .types, .natures, .favorites: return [.number, .name]
    }
  }

  /// The most columns a name takes in its list: the longest names are items' and moves'.
  public var nameWidth: Int {
    switch self {
    case .types, .natures: return 10
    case .abilities: return 18
    case .pokemon, .moves, .items, .favorites: return 24
    }
  }

  /// The columns after the number and the name, for the heading; each row's `cells`
  /// follow them.
  public var columns: [ReferenceColumn] {
    switch self {
    case .pokemon, .favorites: return [ReferenceColumn("Types", width: 0)]
    case .moves:
      return [
        ReferenceColumn("Type", width: 0), ReferenceColumn("Class", width: 8),
        ReferenceColumn("Power", width: 5, alignsRight: true),
        ReferenceColumn("Acc.", width: 4, alignsRight: true),
        ReferenceColumn("PP", width: 3, alignsRight: true),
      ]
    case .abilities:
      return [
        ReferenceColumn("Gen", width: 3, alignsRight: true),
        ReferenceColumn("Pokémon", width: 7, alignsRight: true),
        ReferenceColumn("Effect", width: nil),
      ]
    case .items:
      return [
        ReferenceColumn("Category", width: 16), ReferenceColumn("Cost", width: 6, alignsRight: true),
        ReferenceColumn("Effect", width: nil),
      ]
    case .types:
      return [ReferenceColumn("Strong against", width: nil)]
    case .natures:
      return [
        ReferenceColumn("Raises", width: 15), ReferenceColumn("Lowers", width: 15),
        ReferenceColumn("Likes", width: nil),
      ]
    }
  }
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

  public init(_ header: String, width: Int?, alignsRight: Bool = false) {
    self.header = header
    self.width = width
    self.alignsRight = alignsRight
  }
}
