import Domain
/// Turns the list's state into text.
///
/// A pure function of its inputs: it never prints, asks the terminal or reads the clock,
/// and no line it returns is wider than `width`, but for a next-page hint too long for it,
/// which is kept whole so that it can be copied.
public enum PokemonListRenderer {
  /// The columns between two columns of a row.
  static let gap = "  "
  /// A name column is never cut narrower than this; the types column goes first.
  static let minimumNameWidth = 8

  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: PokemonList.State, theme: Theme, width: Int, hints: any Hints = NoHints()
  ) -> String {
    let width = max(1, width)
    var lines: [String]
    switch state.status {
    case .idle, .loading:
      lines = state.rows.isEmpty ? [loadingLine(state)] : table(state, theme, width)
    case .failed(let error):
      lines = state.rows.isEmpty ? [] : table(state, theme, width) + [""]
      let failure =
        "could not load Pokémon \(rangeText(of: state.nextPage)): \(error.message(hints: hints))"
      lines += TextLayout.wrap(failure, width: width).map { theme.paint($0, as: .error) }
    case .loaded where state.rows.isEmpty:
      lines = TextLayout.wrap(emptyText(state, hints), width: width)
    case .loaded:
      lines = table(state, theme, width) + [""] + footer(state, theme, width, hints)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Table

  private static func table(_ state: PokemonList.State, _ theme: Theme, _ width: Int) -> [String] {
    let marks = !state.favorites.isDisjoint(with: state.rows.map(\.id))
    var stats = ValueColumns(rows: state.rows, theme: theme)
    // The stats give way before a name is cut below what can be read.
    if width - stats.width < minimumWidthBesideStats { stats = .none }
    let layout = Layout(
      rows: state.rows, theme: theme, width: width - stats.width, marksFavorites: marks)
    let name = (marks ? "  " : "") + "Name"
    let padded = !stats.columns.isEmpty
    var heading = [
      TextLayout.padRight("No.", to: layout.numberWidth),
      layout.typesWidth > 0 || padded
        ? TextLayout.padRight(name, to: layout.nameWidth + layout.markWidth) : name,
      layout.typesWidth > 0
        ? (padded ? TextLayout.padRight("Types", to: layout.typesWidth) : "Types") : nil,
    ].compactMap { $0 }.joined(separator: gap)
    heading += stats.heading
    let header = theme.paint(TextLayout.truncate(heading, to: width), as: .heading)
    return [header] + state.rows.map {
      row($0, layout, theme, favorites: state.favorites, padded: padded) + stats.cells($0)
    }
  }

  /// The narrowest a row is left beside stat columns: a number and a readable name.
  static let minimumWidthBesideStats = 24

  private static func row(
    _ pokemon: PokemonSummary, _ layout: Layout, _ theme: Theme, favorites: Set<Int>,
    padded: Bool
  ) -> String {
    let number = TextLayout.padRight(numberText(pokemon.id), to: layout.numberWidth)
    let name = TextLayout.truncate(pokemon.displayName, to: layout.nameWidth)
    var line = theme.paint(number, as: .dim) + gap
    if layout.marksFavorites {
      line += favorites.contains(pokemon.id)
        ? theme.paint(theme.favoriteMark, as: .accent) + " " : "  "
    }
    line += theme.paint(name, as: .name)
    let nameRoom = String(repeating: " ", count: max(0, layout.nameWidth - TextLayout.width(name)))
    guard layout.typesWidth > 0 else { return padded ? line + nameRoom : line }
    line += nameRoom + gap
    line += layout.shortBadges
      ? theme.shortTypeBadges(pokemon.types) : theme.typeBadges(pokemon.types)
    guard padded else { return line }
    let drawn = layout.shortBadges
      ? theme.shortTypeBadgesWidth(pokemon.types) : theme.typeBadgesWidth(pokemon.types)
    return line + String(repeating: " ", count: max(0, layout.typesWidth - drawn))
  }

  /// `#0025`: four digits, as the games number the national Pokédex; forms keep all five.
  static func numberText(_ id: Int) -> String {
    let digits = String(id)
    return "#" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Column widths for one screen of rows.
  struct Layout {
    let numberWidth: Int
    let nameWidth: Int
    /// 0 when the types do not fit beside a readable name.
    let typesWidth: Int
    /// Whether a ★ column stands before the names.
    let marksFavorites: Bool
    /// Whether the types are drawn as short badges, to leave the names whole.
    let shortBadges: Bool
    var markWidth: Int { marksFavorites ? 2 : 0 }

    init(rows: [PokemonSummary], theme: Theme, width: Int, marksFavorites: Bool) {
      self.marksFavorites = marksFavorites
      numberWidth = rows.map { TextLayout.width(numberText($0.id)) }.max() ?? 5
      let longestName = rows.map { TextLayout.width($0.displayName) }.max() ?? 4
      let types = rows.map { theme.typeBadgesWidth($0.types) }.max() ?? 0
      let short = rows.map { theme.shortTypeBadgesWidth($0.types) }.max() ?? 0
      let width = width - (marksFavorites ? 2 : 0)
      let roomWithTypes = width - numberWidth - types - 2 * gap.count
      let roomWithShort = width - numberWidth - short - 2 * gap.count
      // Full badges when the names fit beside them; else short ones, to cut fewer names.
      shortBadges = types > 0 && roomWithTypes < longestName && roomWithShort > roomWithTypes
      let room = shortBadges ? roomWithShort : roomWithTypes
      if types > 0, room >= min(longestName, minimumNameWidth) {
        typesWidth = shortBadges ? short : types
        nameWidth = max(4, min(longestName, room))
      } else {
        typesWidth = 0
        nameWidth = max(1, min(longestName, width - numberWidth - gap.count))
      }
    }
  }

  // MARK: - Footer and messages

  private static func footer(
    _ state: PokemonList.State, _ theme: Theme, _ width: Int, _ hints: any Hints
  ) -> [String] {
    var parts = ["Showing \(rangeText(first: state.firstPage.offset, count: state.rows.count))"]
    if let total = state.totalCount {
      parts[0] += " of \(total)"
      if state.rows.count <= state.firstPage.limit, let page = state.firstPage.pageNumber {
        parts.append("page \(page) of \(state.firstPage.pageCount(totalCount: total))")
      }
    }
    let favoriteCount = state.favorites.count
    if favoriteCount > 0 {
      parts.append(
        "\(theme.favoriteMark) \(favoriteCount) favorite" + (favoriteCount == 1 ? "" : "s"))
    }
    var lines = TextLayout.pack(parts, separator: " · ", width: width)
      .map { theme.paint($0, as: .dim) }
    if state.totalCount != nil, let next = state.nextPage,
      let command = hints.text(for: .nextPage(next))
    {
      lines += CommandLines.labelled("Next page:", command, width: width)
        .map { theme.paint($0, as: .command) }
    }
    return lines
  }

  private static func loadingLine(_ state: PokemonList.State) -> String {
    "loading Pokémon \(rangeText(of: state.nextPage))…"
  }

  private static func emptyText(_ state: PokemonList.State, _ hints: any Hints) -> String {
    switch state.emptyReason {
    case .nothingToShow: break
    case .noFilterMatches: return "no Pokémon matches these filters"
    case .noFavoriteMatches: return "none of your favorites matches these filters"
    case .noFavoritesYet:
      let add = hints.text(for: .addFavorite).map { "; add one with: \($0)" } ?? ""
      return "no favorites yet" + add
    }
    guard let total = state.totalCount, total > 0 else { return "no Pokémon to show" }
    let limit = state.firstPage.limit
    return "no Pokémon to show: the list has \(total), "
      + "on \(state.firstPage.pageCount(totalCount: total)) pages of \(limit)"
  }

  private static func rangeText(of request: PageRequest?) -> String {
    guard let request else { return "" }
    return rangeText(first: request.offset, count: request.limit)
  }

  /// `1–20` for the rows at offsets 0 to 19.
  private static func rangeText(first offset: Int, count: Int) -> String {
    count <= 1 ? "\(offset + 1)" : "\(offset + 1)–\(offset + count)"
  }
}
