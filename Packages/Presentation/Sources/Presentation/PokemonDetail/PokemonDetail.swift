import Domain
/// Everything about one Pokémon, as a card: printed once, or the browser's detail
/// screen.
public struct PokemonDetail: Reducer {
  // MARK: - State

  /// Everything the card shows.
  public struct State: Equatable, Sendable {
    /// What the user asked for.
    public var query: EntryQuery
    /// The game whose Pokédex entry to show (`--game red`); the newest when `nil`.
    public var game: String?
    /// Where loading stands.
    public var status: LoadStatus<Pokemon>
    /// The ids of the favorites; the parent feature that owns them sets them.
    public var favorites: Set<Int>
    /// How the card writes heights and weights.
    public var units: UnitSystem = .metric
    /// What the user typed for `query`, quoted when no Pokémon has that name; `nil`
    /// quotes the slug.
    public var typed: String?
    /// Which sprite to show, when the screen draws sprites.
    public var spriteVariant: SpriteVariant
    /// The sprite, once the Pokémon has loaded; it stays idle where none is drawn.
    public var sprite: LoadStatus<SpriteChoice>

    public init(
      query: EntryQuery, game: String? = nil, status: LoadStatus<Pokemon> = .idle,
      favorites: Set<Int> = [], spriteVariant: SpriteVariant = .standard,
      sprite: LoadStatus<SpriteChoice> = .idle
    ) {
      self.query = query
      self.game = game
      self.status = status
      self.favorites = favorites
      self.spriteVariant = spriteVariant
      self.sprite = sprite
    }
  }

  // MARK: - Action

  /// What happened to the card.
  public enum Action: Equatable, Sendable {
    /// The card was shown: load the Pokémon.
    case task
    /// The Pokémon arrived, or failed to.
    case pokemonLoaded(Result<Pokemon, PokedexError>)
    /// Its sprite arrived, or failed to (the card then has none).
    case spriteLoaded(Result<SpriteChoice, PokedexError>)
  }

  // MARK: - Reducer

  /// Loads a Pokémon; in the app, `PokemonRepository.pokemon(_:)` through the cache.
  public var loadPokemon: @Sendable (EntryQuery) async throws -> Pokemon
  /// Loads its sprite; `nil` where no sprite is drawn (no colour, `--no-sprite`, JSON), so
  /// none is ever requested there. In the app, the `LoadSprite` use case.
  public var loadSprite: (@Sendable (Pokemon, SpriteVariant) async throws -> SpriteChoice)?

  /// Creates the reducer with the way it loads a Pokémon, and its sprite if any.
  public init(
    loadPokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    loadSprite: (@Sendable (Pokemon, SpriteVariant) async throws -> SpriteChoice)? = nil
  ) {
    self.loadPokemon = loadPokemon
    self.loadSprite = loadSprite
  }

  /// Identifies the load, so that leaving the card drops it.
  public struct LoadID: Hashable, Sendable {
    public init() {}
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      switch state.status {
      case .loading, .loaded: return .none
      case .idle, .failed: break
      }
      state.status = .loading
      return Effect.load(
        { [loadPokemon, query = state.query] in try await loadPokemon(query) },
        then: Action.pokemonLoaded
      ).cancellable(id: LoadID(), cancelInFlight: true)

    case .pokemonLoaded(let result):
      guard state.status == .loading else { return .none }
      state.status = LoadStatus(result)
      guard case .success(let pokemon) = result, let loadSprite else { return .none }
      state.sprite = .loading
      return Effect.load(
        { [variant = state.spriteVariant] in try await loadSprite(pokemon, variant) },
        then: Action.spriteLoaded
      ).cancellable(id: LoadID(), cancelInFlight: false)

    case .spriteLoaded(let result):
      guard state.sprite == .loading else { return .none }
      state.sprite = LoadStatus(result)
      return .none
    }
  }
}

// MARK: - Derived state

extension PokemonDetail.State {
  /// The loaded Pokémon, if any.
  public var pokemon: Pokemon? { status.value }

  /// The entry to show: the chosen game's, or the newest.
  public var pokedexEntry: PokedexEntry? {
    pokemon?.pokedexEntry(game: game)
  }

  /// Whether the loaded Pokémon is a favorite.
  public var isFavorite: Bool {
    pokemon.map { favorites.contains($0.summary.id) } ?? false
  }

  /// The game asked for when the loaded Pokémon did not exist yet in it: what `show`
  /// says instead of a card (`Pokemon.notYet(in:)`). A Pokémon that did exist but has no
  /// Pokédex entry from the game (PokeAPI has none from Scarlet for Pikachu) is shown, its
  /// entry section saying so.
  public var notYetInGame: NotYetInGame? {
    guard let game else { return nil }
    return pokemon?.notYet(in: game)
  }
}
