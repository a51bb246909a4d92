import Domain
/// A card the browser opened: the Pokémon's card as `show` prints it, the row it was
/// opened from (its header while it loads) and how far it is scrolled.
///
/// It owns no favorite and no screen: what the user asks of it that the browser must do
/// (save a favorite, take the card away) it says through `delegate` actions, which the
/// browser handles, as a TCA child tells its parent.
public struct BrowserCard: Reducer {
  /// Everything the card screen shows.
  public struct State: Equatable, Sendable {
    /// The card itself.
    public var detail: PokemonDetail.State
    /// The row the card was opened from.
    public var row: PokemonSummary
    /// The first line of the card on screen.
    public var scroll: Int
    /// The link selected (an ability, a type, an evolution item, a move), if any; Enter
    /// opens it.
    public var link: Int?
    /// What is shown in place of the card (its moves, its battle figures, where it is
    /// met), if anything is.
    public var inPlace: InPlace?

    /// The card of `row`, at its top, loading with `detail`.
    public init(
      detail: PokemonDetail.State, row: PokemonSummary, scroll: Int = 0, link: Int? = nil
    ) {
      self.detail = detail
      self.row = row
      self.scroll = scroll
      self.link = link
    }

    /// The entries the card leads to: its moves while they show, none beside its battle
    /// figures, the places it is met in beside where it is met, else its abilities, types
    /// and evolution items.
    public var links: [CardLink] {
      switch inPlace {
      case .battle?: return []
      case .whereabouts(let status)?: return status.value.map(PokemonCardLinks.links(of:)) ?? []
      case .moves(let moves)?: return moves.status.value.map(PokemonCardLinks.links(of:)) ?? []
      case nil: return detail.pokemon.map(PokemonCardLinks.links(of:)) ?? []
      }
    }

    /// The Pokémon the card is about: the loaded one, or its row while it loads.
    public var pokemon: PokemonSummary { detail.pokemon?.summary ?? row }
  }

  /// The moves a Pokémon learns in one game, shown in place of its card.
  public struct Moves: Equatable, Sendable {
    /// The game asked for (a group's slug); `nil` for the newest it learns moves in.
    public var game: String?
    /// The learnset, once loaded.
    public var status: LoadStatus<Learnset>

    public init(game: String? = nil, status: LoadStatus<Learnset> = .idle) {
      self.game = game
      self.status = status
    }
  }

  /// What happened to the card.
  public enum Action: Equatable, Sendable {
    /// Something happened to the card itself.
    case detail(PokemonDetail.Action)
    /// The user pressed the favorite key on the card.
    case favoriteKeyPressed
    /// The user pressed a key that leaves the card.
    case backKeyPressed
    /// The user switched between the card and its moves (`m`).
    case movesToggled
    /// The user switched between the card and its battle figures (`b`).
    case battleToggled
    /// The user switched between the card and where it is met (`w`).
    case whereToggled
    /// Where it is met arrived, or could not be had.
    case whereaboutsLoaded(Result<Whereabouts, PokedexError>)
    /// Its Speed tier arrived, or could not be had.
    case speedTiersLoaded(Result<SpeedTiers, PokedexError>)
    /// The user asked for the moves of the game after (1) or before (-1) the one shown.
    case gameStepped(Int)
    /// The moves arrived, or could not be had.
    case learnsetLoaded(Result<Learnset, PokedexError>)
    /// The user asked to try again what the card shows in its place and failed to load
    /// (its moves, its Speed tier, where it is met), or the browser, for such a load dropped while its
    /// section was not shown.
    case inPlaceViewRetried
    /// What the card tells the browser.
    case delegate(Delegate)
  }

  /// What the card tells the browser, which owns the favorites and the screens.
  public enum Delegate: Equatable, Sendable {
    /// The user toggled this Pokémon's favorite; the browser saves it.
    case favoriteToggled(PokemonSummary)
    /// The user wants to go back to where the card was opened from.
    case backRequested
  }

  /// The card's own reducer.
  public var detail: PokemonDetail
  /// Loads the moves of a Pokémon in a game (the newest for `nil`); `nil` where the card
  /// has no moves to show.
  public var learnset: (@Sendable (EntryQuery, String?) async throws -> Learnset)?

  /// Loads where a Pokémon's Speed stands among every fully evolved one's, at level 100;
  /// `nil` where that cannot be had (an API without the built-in data).
  public var speedTiers: (@Sendable (EntryQuery) async throws -> SpeedTiers)?

  /// Loads where the Pokémon the card has loaded is met in the wild, in the browser's
  /// game or every game; `nil` where cards do not say it.
  public var whereabouts: (@Sendable (Pokemon) async throws -> Whereabouts)?

  /// A card that loads with `detail`, its moves with `learnset`, its Speed tier with
  /// `speedTiers` and where it is met with `whereabouts`.
  public init(
    detail: PokemonDetail,
    learnset: (@Sendable (EntryQuery, String?) async throws -> Learnset)? = nil,
    speedTiers: (@Sendable (EntryQuery) async throws -> SpeedTiers)? = nil,
    whereabouts: (@Sendable (Pokemon) async throws -> Whereabouts)? = nil
  ) {
    self.detail = detail
    self.learnset = learnset
    self.speedTiers = speedTiers
    self.whereabouts = whereabouts
  }

  /// Loads and updates the card; answers the favorite and back keys with a delegate
  /// action for the browser.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .detail(let action):
      return detail.reduce(into: &state.detail, action: action).map(Action.detail)
    case .favoriteKeyPressed:
      // A card opened from a link knows only a name until its Pokémon loads.
      guard state.detail.pokemon != nil || !state.row.name.isEmpty else { return .none }
      return .send(.delegate(.favoriteToggled(state.pokemon)))
    case .backKeyPressed:
      return .send(.delegate(.backRequested))
    case .movesToggled:
      guard learnset != nil || state.moves != nil, state.detail.pokemon != nil else {
        return .none
      }
      return toggle(.moves(Moves()), in: &state)
    case .battleToggled:
      guard state.detail.pokemon != nil else { return .none }
      return toggle(.battle(.idle), in: &state)
    case .whereToggled:
      guard whereabouts != nil || state.whereabouts != nil, state.detail.pokemon != nil else {
        return .none
      }
      return toggle(.whereabouts(.idle), in: &state)
    case .whereaboutsLoaded(let result):
      guard case .whereabouts(.loading)? = state.inPlace else { return .none }
      state.inPlace = .whereabouts(LoadStatus(result))
      return .none
    case .speedTiersLoaded(let result):
      guard case .battle(.loading)? = state.inPlace else { return .none }
      state.inPlace = .battle(LoadStatus(result))
      return .none
    case .gameStepped(let step):
      guard let learnset = state.moves?.status.value, let shown = learnset.game else {
        return .none
      }
      let games = learnset.games
      let index = games.firstIndex(of: shown).map { $0 + step } ?? games.count - 1
      guard games.indices.contains(index) else { return .none }
      state.inPlace = .moves(Moves(game: games[index].slug))
      state.scroll = 0
      state.link = nil
      return loadInPlace(into: &state)
    case .inPlaceViewRetried:
      guard let view = state.inPlace, view.error != nil || view.isIdle else { return .none }
      return loadInPlace(into: &state)
    case .learnsetLoaded(let result):
      guard case .moves(var moves)? = state.inPlace, moves.status.isLoading else {
        return .none
      }
      moves.status = LoadStatus(result)
      state.inPlace = .moves(moves)
      return .none
    case .delegate:
      return .none
    }
  }

  /// Shows `view` in place of the card, or, when it is already shown, the card again;
  /// either way from the top, and the load of the view it replaces dropped.
  private func toggle(_ view: InPlace, in state: inout State) -> Effect<Action> {
    state.scroll = 0
    state.link = nil
    if state.inPlace?.isSameView(as: view) == true {
      state.inPlace = nil
      return .cancel(id: InPlaceID())
    }
    state.inPlace = view
    return loadInPlace(into: &state)
  }

  /// Loads what is shown in place of the card: the moves of the game it asks for, the
  /// Speed tier, or where it is met. With nothing to load it from, it stays `.idle`,
  /// which the screen says, and a load of the view it replaced is dropped.
  func loadInPlace(into state: inout State) -> Effect<Action> {
    let query = EntryQuery.number(state.pokemon.id)
    let load: Effect<Action>
    switch state.inPlace {
    case .moves(let moves)?:
      guard let learnset else { return .cancel(id: InPlaceID()) }
      state.inPlace = .moves(Moves(game: moves.game, status: .loading))
      let game = moves.game
      load = .load({ try await learnset(query, game) }, then: Action.learnsetLoaded)
    case .battle?:
      state.inPlace = .battle(.idle)
      guard let speedTiers else { return .cancel(id: InPlaceID()) }
      state.inPlace = .battle(.loading)
      load = .load({ try await speedTiers(query) }, then: Action.speedTiersLoaded)
    case .whereabouts?:
      // The card's Pokémon as it loaded, its family with it: not read a second time.
      guard let whereabouts, let pokemon = state.detail.pokemon else {
        state.inPlace = .whereabouts(.idle)
        return .cancel(id: InPlaceID())
      }
      state.inPlace = .whereabouts(.loading)
      load = .load({ try await whereabouts(pokemon) }, then: Action.whereaboutsLoaded)
    case nil:
      return .none
    }
    return load.cancellable(id: InPlaceID(), cancelInFlight: true)
  }
}
