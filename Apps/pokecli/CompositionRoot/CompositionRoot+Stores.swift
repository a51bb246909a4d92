import Domain
import Presentation

extension CompositionRoot {
  /// The list's store, loading the Pokémon matching `criteria` through the cache.
  @MainActor
  func pokemonListStore(
    criteria: SearchCriteria, command: String, firstPage: PageRequest
  ) throws -> Store<PokemonList.State, PokemonList.Action> {
    let repository = try cachedRepository()
    return Store(
      initialState: PokemonList.State(
        firstPage: firstPage, command: command, favorites: favoriteMarks(),
        emptyMessage: criteria.isEverything ? nil : ListTexts.noFilterMatches),
      reducer: PokemonList(
        loadPage: { try await repository.find(criteria, page: $0) },
        toggleFavorite: try toggleFavorite()))
  }

  /// The favorites' list: the same view, over the favorites.
  @MainActor
  func favoritesListStore(
    filters: FilterOptions, command: String, firstPage: PageRequest
  ) throws -> Store<PokemonList.State, PokemonList.Action> {
    let favorites = try favoritesRepository().favorites()
    let criteria = filters.criteria()
    return Store(
      initialState: PokemonList.State(
        firstPage: firstPage, command: command,
        favorites: FavoriteMarks(ids: Set(favorites.map(\.id))),
        emptyMessage: favorites.isEmpty ? ListTexts.noFavoritesYet : ListTexts.noFavoriteMatches),
      reducer: PokemonList(
        loadPage: PokemonList.favorites(
          pokemon: try cachedRepository(), favorites: favorites, criteria: criteria),
        toggleFavorite: try toggleFavorite()))
  }

  /// The search's store: the list's, narrowed by `criteria`, with suggestions.
  @MainActor
  func searchStore(
    criteria: SearchCriteria, terms: [String], command: String, firstPage: PageRequest
  ) throws -> Store<PokemonSearch.State, PokemonSearch.Action> {
    let repository = try cachedRepository()
    let list = PokemonList(
      loadPage: { try await repository.find(criteria, page: $0) },
      toggleFavorite: try toggleFavorite())
    return Store(
      initialState: PokemonSearch.State(
        terms: terms,
        list: PokemonList.State(
          firstPage: firstPage, command: command, favorites: favoriteMarks())),
      reducer: PokemonSearch(list: list, suggest: { await repository.suggestions(for: criteria) }))
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
      reducer: FavoritesEditor(
        pokemon: try cachedRepository(), favorites: try favoritesRepository()))
  }
}
