import Domain
/// `pokecli list` and `favorites`: the Pokémon of a page, as the list's state holds them.
public struct PokemonListScreen: Screen {
  /// The list, once its page has loaded.
  public var state: PokemonList.State

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    PokemonListRenderer.render(state, theme: theme, width: width, hints: hints)
  }

  public func document(hints: any Hints) -> any Encodable {
    PokemonJSON.page(state, hints: hints)
  }
}
