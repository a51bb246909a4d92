import Domain
import Foundation

/// The Pokédex as one screen: a list, the card of the Pokémon opened from it, and the
/// favorites both show.
///
/// The parent owns what its children share. Favorites live here alone: a child says the
/// user toggled one, this feature saves it and hands the new ids to every child, so the ★
/// of the list and of the card can never disagree (as TCA's SyncUps app owns its path).
public struct Pokedex: Reducer {
  // MARK: - State

  /// Everything the Pokédex shows.
  public struct State: Equatable, Sendable {
    /// The list, always there underneath.
    public var list: PokemonList.State
    /// The card opened from the list, if any.
    public var detail: PokemonDetail.State?
    /// The ids of every favorite: the one source of truth for the ★.
    public private(set) var favorites: Set<Int>
    /// The last toggle that could not be saved, until the next one is.
    public var favoriteError: PokedexError?

    /// Creates the Pokédex showing `list`, with the favorites already stored.
    public init(
      list: PokemonList.State, detail: PokemonDetail.State? = nil, favorites: Set<Int> = [],
      favoriteError: PokedexError? = nil
    ) {
      self.list = list
      self.detail = detail
      self.favorites = favorites
      self.favoriteError = favoriteError
      setFavorites(favorites)
    }

    /// Sets the favorites here and in every child.
    mutating func setFavorites(_ ids: Set<Int>) {
      favorites = ids
      list.favorites = ids
      detail?.favorites = ids
    }
  }

  // MARK: - Action

  /// What happened in the Pokédex.
  public enum Action: Equatable, Sendable {
    /// Something happened in the list.
    case list(PokemonList.Action)
    /// Something happened in the open card.
    case detail(PokemonDetail.Action)
    /// The user opened the card of this Pokémon.
    case pokemonOpened(PokemonQuery)
    /// The user left the card for the list.
    case detailClosed
    /// A favorite toggle was saved (with every favorite id after it), or failed.
    case favoritesSaved(Result<Set<Int>, PokedexError>)
  }

  // MARK: - Reducer

  /// The list's reducer.
  public var list: PokemonList
  /// The card's reducer.
  public var detail: PokemonDetail
  /// Saves a toggle and returns every favorite id after it; in the app,
  /// `EditFavorites.toggle`.
  public var toggleFavorite: @Sendable (PokemonSummary) async throws -> Set<Int>

  /// Creates the Pokédex from its children's reducers and the way it saves favorites.
  public init(
    list: PokemonList, detail: PokemonDetail,
    toggleFavorite: @escaping @Sendable (PokemonSummary) async throws -> Set<Int>
  ) {
    self.list = list
    self.detail = detail
    self.toggleFavorite = toggleFavorite
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(.favoriteToggled(let summary)), .detail(.favoriteToggled(let summary)):
      return .load({ [toggleFavorite] in try await toggleFavorite(summary) },
        then: Action.favoritesSaved)

    case .list(let action):
      return list.reduce(into: &state.list, action: action).map(Action.list)

    case .detail(let action):
      guard var detailState = state.detail else { return .none }
      let effect = detail.reduce(into: &detailState, action: action)
      state.detail = detailState
      return effect.map(Action.detail)

    case .pokemonOpened(let query):
      state.detail = PokemonDetail.State(query: query, favorites: state.favorites)
      return reduce(into: &state, action: .detail(.task))

    case .detailClosed:
      state.detail = nil
      return .cancel(id: PokemonDetail.LoadID())

    case .favoritesSaved(.success(let ids)):
      state.setFavorites(ids)
      state.favoriteError = nil
      return .none

    case .favoritesSaved(.failure(let error)):
      state.favoriteError = error
      return .none
    }
  }
}
