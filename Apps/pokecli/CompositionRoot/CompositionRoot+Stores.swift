import Domain
import Presentation

extension CompositionRoot {
  /// The list's store, loading through the cache.
  @MainActor
  func pokemonListStore(
    firstPage: PageRequest
  ) throws -> Store<PokemonList.State, PokemonList.Action> {
    let repository = try cachedRepository()
    return Store(
      initialState: PokemonList.State(firstPage: firstPage, favorites: favoriteMarks()),
      reducer: PokemonList(
        loadPage: { try await repository.page($0) }, toggleFavorite: try toggleFavorite()))
  }

  /// The favorites' list: the same view, over the favorites.
  @MainActor
  func favoritesListStore(
    firstPage: PageRequest
  ) throws -> Store<PokemonList.State, PokemonList.Action> {
    let favorites = try favoritesRepository()
    return Store(
      initialState: PokemonList.State(
        firstPage: firstPage, command: "pokecli favorites", favorites: favoriteMarks(),
        emptyMessage: "No favorites yet. Add one with: pokecli favorite pikachu"),
      reducer: PokemonList(
        loadPage: PokemonList.favorites(pokemon: try cachedRepository(), favorites: favorites),
        toggleFavorite: try toggleFavorite()))
  }

  /// The detail card's store, loading through the cache.
  @MainActor
  func pokemonDetailStore(
    query: PokemonQuery, game: String?
  ) throws -> Store<PokemonDetail.State, PokemonDetail.Action> {
    let repository = try cachedRepository()
    return Store(
      initialState: PokemonDetail.State(query: query, game: game, favorites: favoriteMarks()),
      reducer: PokemonDetail(
        loadPokemon: { try await repository.pokemon($0) }, toggleFavorite: try toggleFavorite()))
  }

  /// The favorites editor's store.
  @MainActor
  func favoritesEditorStore(
    edit: FavoritesEditor.Edit
  ) throws -> Store<FavoritesEditor.State, FavoritesEditor.Action> {
    Store(
      initialState: FavoritesEditor.State(edit: edit),
      reducer: FavoritesEditor(pokemon: try cachedRepository(), favorites: try favoritesRepository()))
  }
}
