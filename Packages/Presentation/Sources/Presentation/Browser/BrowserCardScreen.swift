import Domain
/// The card screen: a header from what the row already knows, then the card `show`
/// prints, scrolled; while it loads, or when it failed, a line that says so.
enum BrowserCardScreen {
  /// The screen below the top line; `layout` is the loaded card's, laid out once a frame.
  static func lines(
    _ card: BrowserCard.State, layout: ReferenceCardScreen.Layout?, in state: Browser.State,
    _ theme: Theme
  ) -> [String] {
    let width = state.size.columns
    var lines = [header(card, in: state, theme)]
    let detail = card.detail
    switch detail.status {
    case .idle, .loading:
      lines.append(theme.paint(" loading…", as: .dim))
    case .failed(let error):
      let text = "could not load this Pokémon: \(error.message(hints: NoHints()))"
      lines += TextLayout.wrap(text, width: width - 1).map { " " + theme.paint($0, as: .error) }
      lines.append(" press r to retry, Esc to go back")
    case .loaded:
      let text = layout?.lines ?? []
      lines += text.dropFirst(card.scroll).prefix(state.visibleCardLines)
    }
    return lines
  }

  /// "#0025 ★ Pikachu  Electric": the card's Pokémon, or the row it was opened from.
  private static func header(
    _ card: BrowserCard.State, in state: Browser.State, _ theme: Theme
  ) -> String {
    let pokemon = card.pokemon
    let layout = BrowserRowLayout(theme: theme, width: state.size.columns)
    return layout.row(pokemon, favorite: state.favorites.contains(pokemon.id), theme: theme)
  }
}
