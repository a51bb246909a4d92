import Domain
import Foundation

/// The detail card of one Pokémon: `pokecli show pikachu`.
public struct PokemonDetail: Reducer {
  // MARK: - State

  /// Everything the card shows.
  public struct State: Equatable, Sendable {
    /// What the user asked for.
    public var query: PokemonQuery
    /// The game whose Pokédex entry to show (`--game red`); the newest when `nil`.
    public var game: String?
    /// Where loading stands.
    public var status: Status
    /// Which Pokémon are favorites; the card marks its own with ★.
    public var favorites: FavoriteMarks

    /// Creates the state of a card that has not started loading.
    public init(
      query: PokemonQuery, game: String? = nil, status: Status = .idle,
      favorites: FavoriteMarks = FavoriteMarks()
    ) {
      self.query = query
      self.game = game
      self.status = status
      self.favorites = favorites
    }
  }

  /// Where loading stands.
  public enum Status: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// The Pokémon is on its way.
    case loading
    /// The Pokémon arrived.
    case loaded(Pokemon)
    /// The Pokémon could not be loaded; sending `.task` again retries.
    case failed(PokedexError)
  }

  // MARK: - Action

  /// What happened to the card.
  public enum Action: Equatable, Sendable {
    /// The card was shown: load the Pokémon.
    case task
    /// The Pokémon arrived, or failed to.
    case pokemonLoaded(Result<Pokemon, PokedexError>)
    /// Something happened to the favorites (shared with the list).
    case favorites(FavoriteMarks.Action)
  }

  // MARK: - Reducer

  /// Loads a card; in the app, a `PokemonRepository`'s `pokemon(_:)`.
  public var loadPokemon: @Sendable (PokemonQuery) async throws -> Pokemon

  /// Saves a favorite toggle; in the app, the `FavoritesRepository`.
  public var toggleFavorite: FavoriteMarks.Toggle

  /// Creates the reducer with the way it loads cards and saves favorites.
  public init(
    loadPokemon: @escaping @Sendable (PokemonQuery) async throws -> Pokemon,
    toggleFavorite: @escaping FavoriteMarks.Toggle = FavoriteMarks.unavailable
  ) {
    self.loadPokemon = loadPokemon
    self.toggleFavorite = toggleFavorite
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      switch state.status {
      case .loading, .loaded: return .none
      case .idle, .failed: break
      }
      state.status = .loading
      return .run { [loadPokemon, query = state.query] send in
        do {
          await send(.pokemonLoaded(.success(try await loadPokemon(query))))
        } catch {
          await send(.pokemonLoaded(.failure(PokedexError(error))))
        }
      }

    case .pokemonLoaded(let result):
      guard state.status == .loading else { return .none }
      switch result {
      case .success(let pokemon): state.status = .loaded(pokemon)
      case .failure(let error): state.status = .failed(error)
      }
      return .none

    case .favorites(let action):
      return state.favorites.reduce(action, toggle: toggleFavorite).map(Action.favorites)
    }
  }
}

// MARK: - Derived state

extension PokemonDetail.State {
  /// The loaded Pokémon, if any.
  public var pokemon: Pokemon? {
    if case .loaded(let pokemon) = status { return pokemon }
    return nil
  }

  /// The entry to show: the chosen game's, or the newest.
  public var pokedexEntry: PokedexEntry? {
    pokemon?.pokedexEntry(game: game)
  }

  /// Whether the loaded Pokémon is a favorite.
  public var isFavorite: Bool {
    pokemon.map { favorites.ids.contains($0.summary.id) } ?? false
  }

  /// Whether a game was asked for that has no English entry for this Pokémon.
  public var gameHasNoEntry: Bool {
    game != nil && pokemon != nil && pokedexEntry == nil
  }

  /// Why the chosen game's entry cannot be shown, with the games that have one; `nil`
  /// when there is nothing missing.
  public var missingEntryMessage: String? {
    guard gameHasNoEntry, let pokemon, let game else { return nil }
    let games = pokemon.pokedexEntries.map(\.game).joined(separator: ", ")
    return "\(pokemon.summary.displayName) has no English Pokédex entry from \"\(game)\"; "
      + "games with one: \(games)"
  }
}
