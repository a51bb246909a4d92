import Domain

/// The favorites seen as a team (`t` on the Favorites list): up to six of them against
/// every attacking type, the table `pokecli team` prints, scrolled like a card.
public struct FavoritesTeam: Equatable, Sendable {
  /// The members, in the list's order.
  public var members: [PokemonSummary]
  /// Where the first member stands in the Favorites list (0-based), and how many rows
  /// the list has: for "Favorites 3–8 of 10".
  public var offset: Int
  public var total: Int
  /// The team's sheet, once loaded.
  public var status: LoadStatus<TeamSheet>
  /// The first line on screen.
  public var scroll: Int

  public init(
    members: [PokemonSummary], offset: Int, total: Int,
    status: LoadStatus<TeamSheet> = .idle, scroll: Int = 0
  ) {
    self.members = members
    self.offset = offset
    self.total = total
    self.status = status
    self.scroll = scroll
  }

  /// The most a team has.
  public static let size = 6

  /// The six rows from `selection` on, or the last six when fewer follow it: moving the
  /// selection chooses the team.
  static func window(selection: Int, count: Int) -> Range<Int> {
    let start = max(0, min(selection, count - size))
    return start..<min(count, start + size)
  }

  /// "Favorites 3–8 of 10 as a team", the line above the table.
  var title: String {
    "Favorites \(offset + 1)–\(offset + members.count) of \(total) as a team"
  }

  /// The table's lines at `width`; a line while it loads or when it failed.
  func lines(theme: Theme, width: Int) -> [String] {
    guard let sheet = status.value else {
      return status.pendingLines("the team", theme: theme, width: width, indent: " ") ?? []
    }
    return sheet.embeddedLines(theme: theme, width: width - 1, indent: " ")
  }
}
