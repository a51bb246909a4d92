import Domain
/// The interactive Pokédex: a list that loads more as the selection nears its end, the
/// card of the selected Pokémon, a live search, the keys, and the favorites all of them
/// mark.
///
/// The parent owns what its children share, as TCA's SyncUps app owns its path: the
/// screens opened over the list (`path`), the help presented over them, the selection
/// that survives opening a card, and the favorites. A child tells it what it must do
/// through a `delegate` action (the list or the card: the user toggled a favorite; the
/// card: the user wants to go back); this feature saves the favorite and hands the new
/// ids to every child, so the ★ of the list and of the card can never disagree. No
/// action waits for the network: loads run as effects and report back.
public struct Browser: Reducer {
  /// Below this size only a "too small" notice shows.
  public static let minimumSize = TerminalSize(columns: 40, rows: 12)
  /// How long the query must rest before it is searched.
  public static let debounce = Duration.milliseconds(150)

  /// The list's reducer, paging the list the browser was started on.
  public var list: PokemonList
  /// The card's reducer.
  public var detail: PokemonDetail
  /// Loads a page of the Pokémon matching some words within the browser's list.
  public var searchPage: @Sendable ([String], PageRequest) async throws -> Page<PokemonSummary>
  /// The names nearest some words that match nothing.
  public var suggest: @Sendable ([String]) async -> [String]
  /// Saves a toggle and returns every favorite id after it; in the app,
  /// `EditFavorites.toggle`.
  public var toggleFavorite: @Sendable (PokemonSummary) async throws -> Set<Int>
  /// The clock the search's debounce waits on.
  public var clock: any Clock<Duration>
  /// How long the query must rest before it is searched: `debounce` where the matches
  /// come over the network, `nil` (at once, on every key) where they come from the
  /// built-in data, a query of a few milliseconds.
  public var searchDebounce: Duration?
  /// Where each section other than the Pokémon gets its rows and cards; a section with
  /// none is not shown.
  public var sources: [BrowserSection: ReferenceSource]
  /// The Pokémon list in other orders (`s`); `nil` keeps it in its own.
  public var order: PokemonOrder?
  /// The moves a Pokémon learns in a game (the newest for `nil`), shown on its card with
  /// `m`; `nil` where cards have no moves.
  public var learnset: (@Sendable (EntryQuery, String?) async throws -> Learnset)?
  /// Where a Pokémon's Speed stands among every fully evolved one's, shown on its card
  /// with `b`; `nil` where that cannot be had (the card shows its stats alone).
  public var speedTiers: (@Sendable (EntryQuery) async throws -> SpeedTiers)?
  /// Where a Pokémon is met in the wild, shown on its card with `w`, each place a link
  /// to its card; `nil` where cards do not say it.
  public var whereabouts: (@Sendable (Pokemon) async throws -> Whereabouts)?
  /// Sets up to six Pokémon against every type, for the favorites seen as a team (`t`);
  /// `nil` where the browser offers no team.
  public var team: (@Sendable ([EntryQuery]) async throws -> TeamSheet)?
  /// What the attacker's move does to the defender (`d` on a move of a Pokémon's card),
  /// each set up as `pokecli damage` assumes, as in the game of the card's moves (a
  /// group's slug; `nil` for today's); `nil` where the browser offers no check.
  public var damage: (@Sendable (_ attacker: EntryQuery, _ move: EntryQuery, _ defender: EntryQuery, _ game: String?) async throws -> DamageSheet)?
  /// The theme the screen is drawn with: a card's lines and links are measured as they
  /// will be drawn (its sprite, its language's words) to scroll within them.
  public var theme: Theme = .plain

  /// Creates the browser from its children's reducers, the search, the way it saves
  /// favorites and a clock.
  public init(
    list: PokemonList, detail: PokemonDetail,
    searchPage: @escaping @Sendable ([String], PageRequest) async throws -> Page<PokemonSummary>,
    suggest: @escaping @Sendable ([String]) async -> [String],
    toggleFavorite: @escaping @Sendable (PokemonSummary) async throws -> Set<Int>,
    clock: any Clock<Duration> = ContinuousClock(),
    searchDebounce: Duration? = Browser.debounce,
    sources: [BrowserSection: ReferenceSource] = [:], order: PokemonOrder? = nil,
    learnset: (@Sendable (EntryQuery, String?) async throws -> Learnset)? = nil,
    speedTiers: (@Sendable (EntryQuery) async throws -> SpeedTiers)? = nil,
    whereabouts: (@Sendable (Pokemon) async throws -> Whereabouts)? = nil,
    team: (@Sendable ([EntryQuery]) async throws -> TeamSheet)? = nil,
    damage: (@Sendable (EntryQuery, EntryQuery, EntryQuery, String?) async throws -> DamageSheet)? = nil
  ) {
    self.team = team
    self.damage = damage
    self.order = order
    self.learnset = learnset
    self.speedTiers = speedTiers
    self.whereabouts = whereabouts
    self.list = list
    self.detail = detail
    self.searchPage = searchPage
    self.suggest = suggest
    self.toggleFavorite = toggleFavorite
    self.clock = clock
    self.searchDebounce = searchDebounce
    self.sources = sources
  }

  /// Whether the lists come from the built-in data (no debounce is set for them), where
  /// any page is a query of milliseconds: a search runs on every key, a list asks for
  /// every row left once its first page is on screen, sections page by 100. Over the
  /// network pages load as the selection nears them, a screen and a little more at once.
  var readsBuiltInData: Bool { searchDebounce == nil }

  /// Identifies the search's work (the debounce, its pages, its suggestions), so that a
  /// new query replaces all of it.
  public struct SearchID: Hashable, Sendable {
    public init() {}
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // A number being typed ends with any key but another digit.
    switch action {
    case .numberTyped, .list, .search, .card, .favoritesSaved, .resized, .task, .queryDebounced,
      .reference, .entry, .sortValuesLoaded, .teamLoaded, .damageLoaded:
      break
    default:
      state.jump = nil
    }
    if let effect = reduceTeam(into: &state, action) { return effect }
    if let effect = reduceDamage(into: &state, action) { return effect }
    if let effect = reduceSections(into: &state, action) { return effect }
    switch action {
    case .list(.delegate(.favoriteToggled(let summary))),
      .search(.list(.delegate(.favoriteToggled(let summary)))),
      .card(.delegate(.favoriteToggled(let summary))):
      return saveToggle(of: summary)
    case .card(.delegate(.backRequested)):
      return closeCard(in: &state)
    case .task:
      // The Pokémon load first; a browser started on another section (`--favorites`)
      // loads that one too.
      let pokemon = reduceList(into: &state, .task)
      guard state.section != .pokemon else { return pokemon }
      if state.references[state.section] == nil {
        state.references[state.section] = newList(state.section, in: state)
      }
      return .merge(pokemon, reduceReference(state.section, .task, in: &state))
    case .resized(let size):
      state.size = size
      let sections = resizeReferences(in: &state)
      state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
      clampCardScroll(in: &state)
      scrollTeam(.lines(0), in: &state)
      scrollDamage(.lines(0), in: &state)
      return .merge(sections, prefetch(into: &state))
    case .selectionMoved(let movement):
      return move(movement, in: &state)
    case .rowOpened:
      guard state.path.isEmpty, let row = state.selectedRow else { return .none }
      return open(row, in: &state)
    case .neighborOpened(let offset):
      return openNeighbor(offset, in: &state)
    case .cardScrolled(let movement):
      scrollCard(movement, in: &state)
      return .none
    case .retryRequested:
      return retry(in: &state)
    case .numberTyped(let digits):
      guard state.path.isEmpty else { return .none }
      state.jump = digits
      guard let id = Int(digits), id > 0 else { return .none }
      state.cursor.seek = .entry(id: id, otherwise: state.cursor.selection)
      return goToSeek(into: &state)
    case .helpToggled:
      state.help = state.help == nil ? Help() : nil
      return .none
    case .quitRequested:
      state.hasQuit = true
      return .merge(
        [.cancel(id: PokemonList.PageLoadID()), .cancel(id: PokemonDetail.LoadID()),
         .cancel(id: SearchID()), .cancel(id: ReferenceCard.LoadID()),
         .cancel(id: BrowserCard.InPlaceID()), .cancel(id: TeamLoadID()),
         .cancel(id: DamageLoadID())]
          + state.sections.map { .cancel(id: ReferenceList.LoadID($0)) })
    case .searchOpened, .queryChanged, .queryDebounced, .searchCommitted, .searchCleared,
      .search:
      return reduceSearch(into: &state, action)
    case .list(let action):
      return reduceList(into: &state, action)
    case .sortCycled:
      guard state.path.isEmpty else { return .none }
      return cycleOrder(in: &state)
    case .sortValuesLoaded(let sort, let values):
      guard sort == state.pokemonSort else { return .none }
      state.sortValues.merge(values) { _, new in new }
      return .none
    case .sectionChosen, .sectionStepped, .linkOpened, .reference, .entry, .teamOpened,
      .teamLoaded, .damageOpened, .damageLoaded:
      return .none
    case .card(let action):
      return reduceCard(into: &state, action)
    case .favoritesSaved(.success(let ids)):
      state.setFavorites(ids)
      state.favoriteError = nil
      return refreshFavorites(in: &state)
    case .favoritesSaved(.failure(let error)):
      state.favoriteError = error
      return .none
    }
  }

  // MARK: - Children

  func reduceList(into state: inout State, _ action: PokemonList.Action) -> Effect<Action> {
    var effect = pokemonList(in: state).reduce(into: &state.list, action: action)
      .map(Action.list)
    if case .pageLoaded(.success(let page)) = action, state.list.status == .loaded(page) {
      effect = .merge(effect, loadValues(of: page, in: state))
    }
    guard case .pageLoaded = action, state.search?.results == nil else { return effect }
    state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
    let end = followSeek(into: &state)
    // From built-in data the rest of the list is one query of a few milliseconds, asked
    // for as soon as the first page is on screen: End and the numbers then only move.
    if readsBuiltInData, case .pageLoaded(.success(let page)) = action, page.offset == 0 {
      return .merge(effect, end, reduceList(into: &state, .restRequested))
    }
    return .merge(effect, end, prefetch(into: &state))
  }

  private func saveToggle(of summary: PokemonSummary) -> Effect<Action> {
    .load({ [toggleFavorite] in try await toggleFavorite(summary) }, then: Action.favoritesSaved)
  }

  private func retry(in state: inout State) -> Effect<Action> {
    if let card = state.card {
      if card.inPlace?.error != nil {
        return reduceCard(into: &state, .inPlaceViewRetried)
      }
      guard card.detail.status.error != nil else { return .none }
      return reduceCard(into: &state, .detail(.task))
    }
    guard state.shownList.status.error != nil else { return .none }
    return sendToShownList(.nextPageRequested, in: &state)
  }
}
