import Domain
/// The browser's screen as lines, top row first: a pure function of the state, the theme
/// and the terminal's size.
///
/// It never prints, asks the terminal or reads the clock. It returns one line per row of
/// the terminal (a single notice when the terminal is too small), none wider than the
/// terminal: the header, the rows or the card, the query line while it is open, and the
/// status line at the bottom.
public enum BrowserScreen {
  /// The lines for `state` on a terminal of `size`.
  public static func render(_ state: Browser.State, theme: Theme, size: TerminalSize) -> [String] {
    var state = state
    state.size = size
    guard !state.isTooSmall else { return [tooSmallNotice(size)] }
    var body: [String]
    // The card in front is laid out once a frame: its lines, and their count for the
    // status line.
    var cardLayout: ReferenceCardScreen.Layout?
    if let card = state.card, card.detail.pokemon != nil {
      cardLayout = Self.cardLayout(
        card, theme: theme, width: size.columns, height: state.visibleCardLines)
    } else if let card = state.entryCard, let content = card.status.value {
      cardLayout = ReferenceCardScreen.layout(
        content, selected: card.link, theme: theme, width: size.columns)
    }
    let sheetLines = state.team?.lines(theme: theme, width: size.columns)
      ?? state.damage?.lines(theme: theme, width: size.columns)
    if state.help != nil {
      body = BrowserHelp.lines(
        for: state, theme: theme, width: size.columns, height: size.rows - 1)
    } else {
      body = state.showsSections ? [BrowserTopLine.line(state, theme: theme)] : []
      if let card = state.card {
        body += BrowserCardScreen.lines(card, layout: cardLayout, in: state, theme)
      } else if let team = state.team, let sheetLines {
        body.append(theme.paint(TextLayout.truncate(" " + team.title, to: size.columns), as: .heading))
        body += sheetLines.dropFirst(team.scroll).prefix(state.visibleCardLines)
      } else if let check = state.damage, let sheetLines {
        body.append(theme.paint(TextLayout.truncate(" " + check.title, to: size.columns), as: .heading))
        body += sheetLines.dropFirst(check.scroll).prefix(state.visibleCardLines)
      } else if let card = state.entryCard {
        body.append(ReferenceCardScreen.header(card, theme: theme, width: size.columns))
        body += ReferenceCardScreen.lines(
          card, layout: cardLayout, theme: theme, width: size.columns,
          height: state.visibleCardLines)
      } else if let list = state.referenceList {
        body += ReferenceListScreen.lines(
          list, theme: theme, width: size.columns, height: size.rows - 1 - body.count)
      } else {
        body += listLines(state, theme)
      }
    }
    let room = size.rows - 1
    var lines = Array(body.prefix(room))
    lines += Array(repeating: "", count: max(0, room - lines.count))
    lines.append(
      BrowserStatusLine.line(
        state, theme: theme, cardLines: cardLayout?.lines.count ?? sheetLines?.count))
    return lines.map { ScreenText.fit($0, to: size.columns) }
  }

  /// "too small: 40×12 needed (now 39×12)", or the longest shorter way of saying it that
  /// fits the width, down to "40×12" (cut only below five columns).
  static func tooSmallNotice(_ size: TerminalSize) -> String {
    let minimum = "\(Browser.minimumSize.columns)×\(Browser.minimumSize.rows)"
    let ways = [
      "too small: \(minimum) needed (now \(size.columns)×\(size.rows))",
      "too small: \(minimum) needed", "needs \(minimum)", minimum,
    ]
    let width = max(1, size.columns)
    return ways.first { TextLayout.width($0) <= width } ?? TextLayout.truncate(minimum, to: width)
  }

  // MARK: - The list

  private static func listLines(_ state: Browser.State, _ theme: Theme) -> [String] {
    let list = state.shownList
    let sorted = state.search?.results == nil ? state.pokemonSort : .number
    let layout = BrowserRowLayout(theme: theme, width: state.size.columns, sort: sorted)
    let cursor = Browser.keepingSelectionVisible(state.cursor, in: state)
    var lines = [layout.header(title: state.title, theme: theme)]
    let end = cursor.top + state.visibleRows
    for index in cursor.top..<end {
      if list.rows.indices.contains(index) {
        let row = list.rows[index]
        let favorite = state.favorites.contains(row.id)
        let value = state.sortValues[row.id]
        lines.append(index == cursor.selection
          ? theme.selected(layout.plainRow(row, favorite: favorite, theme: theme, value: value))
          : layout.row(row, favorite: favorite, theme: theme, value: value))
      } else if index == list.rows.count, state.hasTrailingRow || list.rows.isEmpty {
        lines.append(index == cursor.selection && !list.rows.isEmpty
          ? theme.selected(TextLayout.padRight(
            TextLayout.truncate(trailingText(state), to: state.size.columns),
            to: state.size.columns))
          : trailingRow(state, theme))
      } else {
        lines.append("")
      }
    }
    if let search = state.search, search.isEditing {
      lines.append(theme.paint("Search: ", as: .command) + search.query + "█")
    }
    return lines
  }

  /// The row after the last, in the theme's colours.
  private static func trailingRow(_ state: Browser.State, _ theme: Theme) -> String {
    let text = TextLayout.truncate(trailingText(state), to: state.size.columns)
    switch state.shownList.status {
    case .idle, .loading: return theme.paint(text, as: .dim)
    case .failed: return theme.paint(text, as: .error)
    case .loaded: return text
    }
  }

  /// The row after the last: loading, a failure with its retry, or why there are none.
  private static func trailingText(_ state: Browser.State) -> String {
    switch state.shownList.status {
    case .idle, .loading:
      return state.search?.results != nil ? " searching…" : " loading…"
    case .failed(let error):
      return " could not load more (r to retry): \(error.message(hints: NoHints()))"
    case .loaded:
      return " " + emptyText(state)
    }
  }

  private static func emptyText(_ state: Browser.State) -> String {
    if let search = state.search, search.results != nil {
      return "no Pokémon matches \"\(search.query)\""
    }
    switch state.list.emptyReason {
    case .nothingToShow: return "no Pokémon to show"
    case .noFilterMatches: return "no Pokémon matches these filters"
    case .noFavoritesYet: return "no favorites yet: press f on a Pokémon to add one"
    case .noFavoriteMatches: return "none of your favorites matches these filters"
    }
  }

  // MARK: - The card

  /// The card's lines (or, with `m`, its moves' heading; with `b`, its battle figures;
  /// with `w`, where it is met) with its links below them, and the line each link stands
  /// on.
  static func cardLayout(_ card: BrowserCard.State, theme: Theme, width: Int, height: Int)
    -> ReferenceCardScreen.Layout
  {
    let body: [String]
    switch card.inPlace {
    case .battle(let battle)?:
      body = CardBattleLines.lines(card, battle: battle, theme: theme, width: width)
    case .whereabouts(let whereabouts)?:
      body = CardWhereLines.lines(whereabouts, theme: theme, width: width)
    case .moves(let moves)?:
      body = movesHeading(moves, card: card, theme: theme, width: width)
    case nil:
      body = cardLines(card.detail, theme: theme, width: width, height: height)
    }
    return ReferenceCardScreen.appending(
      card.links, to: body, selected: card.link, theme: theme, width: width)
  }

  /// Above the moves: their game and the keys that change it; a line while they load or
  /// when they failed, or that it learns none there.
  private static func movesHeading(
    _ moves: BrowserCard.Moves, card: BrowserCard.State, theme: Theme, width: Int
  ) -> [String] {
    guard let learnset = moves.status.value else {
      return moves.status.pendingLines("the moves", theme: theme, width: width, indent: " ")
        ?? []
    }
    let text: String
    if let game = learnset.game {
      let place = (learnset.games.firstIndex(of: game) ?? 0) + 1
      text = "Moves in \(theme.gamesName(game)), game \(place) of \(learnset.games.count)"
        + " ([ ] another game, m the card)"
    } else {
      text = "\(card.pokemon.displayName) learns no moves in any game PokeAPI knows."
    }
    return TextLayout.wrap(text, width: width - 1).map { " " + theme.paint($0, as: .heading) }
  }

  /// How many lines the card takes with its links in `theme`, at `width`, `height` lines
  /// on screen.
  public static func cardLineCount(
    _ card: BrowserCard.State, theme: Theme, width: Int, height: Int
  ) -> Int {
    cardLayout(card, theme: theme, width: width, height: height).lines.count
  }

  /// The lines a card `height` lines high and `width` wide gives its sprite, beside the
  /// header, abilities and stats: at most `PokemonDetailSections.spriteLines`, the screen
  /// less a few lines, and what leaves the text its narrowest beside it (16 lines at
  /// 80 × 24; none at 40 columns).
  static func spriteRoom(height: Int, width: Int) -> Int {
    let byWidth = (width - 2 - PokemonDetailSections.textBesideSprite) / 2
    return min(PokemonDetailSections.spriteLines, height - 3, byWidth)
  }

  /// The card's lines as `show` prints them at `width`, without the number, name and types:
  /// the screen's header, which stays while the card scrolls, says them; its sprite given
  /// the room `height` lines leave. Empty until the card loads.
  public static func cardLines(
    _ detail: PokemonDetail.State, theme: Theme, width: Int, height: Int
  ) -> [String] {
    guard detail.pokemon != nil else { return [] }
    var lines = PokemonDetailRenderer.render(
      detail, theme: theme, width: width, showsTitle: false, naturalSprite: false,
      spriteRoom: spriteRoom(height: height, width: width)
    ).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
