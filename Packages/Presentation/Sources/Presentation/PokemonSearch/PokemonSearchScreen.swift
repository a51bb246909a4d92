import Domain
/// `pokecli search`: the matches of a page, or the line saying nothing matched, with the
/// nearest names; as JSON, the page of matches, `results` empty when none.
public struct PokemonSearchScreen: Screen {
  /// The search, once its first page (and the nearest names, when nothing matched) has
  /// loaded.
  public var state: PokemonSearch.State

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    PokemonSearchRenderer.render(state, theme: theme, width: width, hints: hints)
  }

  /// The page, after the query as typed (`query`) when there is one.
  public func document(hints: any Hints) -> any Encodable {
    let page = PokemonJSON.page(state.list, hints: hints)
    guard let query = state.query else { return page }
    return (["query": SafeText.clean(query)] as JSONObject).merging(page)
  }
}
