import Domain
import PokedexTesting
import Presentation
import Testing

/// The browser's card: opening and going back, n/p, scrolling, favorites on either screen.
@MainActor
@Suite("Browser reducer: the card and favorites")
struct BrowserCardReducerTests {
  typealias Cursor = Browser.Cursor
  nonisolated static let pikachu = SampleCards.pikachu

  /// 60 rows loaded, the 16th selected, rows 9 to 18 on screen.
  static func midway() -> Browser.State {
    var state = BrowserFixtures.loaded(rows: 60)
    state.listCursor = Cursor(selection: 15, top: 8)
    return state
  }

  /// The card of row `number` (1-based) on the path.
  static func card(
    _ number: Int, _ status: LoadStatus<Pokemon> = .loading, scroll: Int = 0,
    favorites: Set<Int> = []
  ) -> Browser.Destination {
    .card(BrowserCard.State(
      detail: PokemonDetail.State(query: .number(number), status: status, favorites: favorites),
      row: BrowserFixtures.rows(number...number)[0], scroll: scroll))
  }

  /// `midway()` with row `number`'s card open and loaded.
  static func midwayWithCard(_ number: Int) -> Browser.State {
    var state = midway()
    state.path = [card(number, .loaded(pikachu))]
    return state
  }

  @Test func openingACardAndGoingBackKeepsTheSelectionAndTheScroll() async {
    let store = TestStore(initialState: Self.midway(), reducer: BrowserFixtures.browser())
    await store.send(.rowOpened) { $0.path = [Self.card(16)] }
    await store.receive(.card(.detail(.pokemonLoaded(.success(Self.pikachu))))) {
      $0.path = [Self.card(16, .loaded(Self.pikachu))]
    }
    await store.send(.cardScrolled(.lines(3))) {
      $0.path = [Self.card(16, .loaded(Self.pikachu), scroll: 3)]
    }
    await store.send(.cardScrolled(.lines(-10))) {
      $0.path = [Self.card(16, .loaded(Self.pikachu))]
    }
    await store.send(.card(.backKeyPressed))
    await store.receive(.card(.delegate(.backRequested))) { $0 = Self.midway() }
  }

  /// Browsing as in a game (`browse --game red`), a card opened from the list shows
  /// that game's Pokédex entry.
  @Test func aCardOpenedWhileBrowsingAsInAGameShowsThatGamesEntry() async {
    var state = Self.midway()
    state.game = "red"
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    var opened = BrowserCard.State(
      detail: PokemonDetail.State(query: .number(16), game: "red", status: .loading),
      row: BrowserFixtures.rows(16...16)[0])
    await store.send(.rowOpened) { $0.path = [.card(opened)] }
    opened.detail.status = .loaded(Self.pikachu)
    await store.receive(.card(.detail(.pokemonLoaded(.success(Self.pikachu))))) {
      $0.path = [.card(opened)]
    }
  }

  @Test func theCardScrollsNoFurtherThanItsLastLine() async {
    let store = TestStore(
      initialState: Self.midwayWithCard(16), reducer: BrowserFixtures.browser())
    guard case .card(let loaded) = Self.card(16, .loaded(Self.pikachu)) else { return }
    // The card's lines and, below them, its links (abilities, types); the bottom selects
    // the last link.
    let lines = BrowserScreen.cardLineCount(loaded, theme: .plain, width: 80, height: 10)
    #expect(lines > 20)
    var bottom = loaded
    bottom.scroll = lines - 10
    bottom.link = loaded.links.count - 1
    await store.send(.cardScrolled(.bottom)) { $0.path = [.card(bottom)] }
    await store.send(.cardScrolled(.pages(1)))
    await store.send(.cardScrolled(.top)) { $0 = Self.midwayWithCard(16) }
  }

  @Test func nAndPOpenTheNextAndPreviousPokemonOfTheList() async {
    let store = TestStore(initialState: Self.midway(), reducer: BrowserFixtures.browser())
    await store.send(.rowOpened) { $0.path = [Self.card(16)] }
    await store.receive(.card(.detail(.pokemonLoaded(.success(Self.pikachu))))) {
      $0.path = [Self.card(16, .loaded(Self.pikachu))]
    }
    await store.send(.neighborOpened(offset: 1)) {
      $0.listCursor = Cursor(selection: 16, top: 8)
      $0.path = [Self.card(17)]
    }
    await store.receive(.card(.detail(.pokemonLoaded(.success(Self.pikachu))))) {
      $0.path = [Self.card(17, .loaded(Self.pikachu))]
    }
    await store.send(.neighborOpened(offset: -1)) {
      $0.listCursor = Cursor(selection: 15, top: 8)
      $0.path = [Self.card(16)]
    }
    await store.receive(.card(.detail(.pokemonLoaded(.success(Self.pikachu))))) {
      $0 = Self.midwayWithCard(16)
    }
    await store.send(.card(.backKeyPressed))
    await store.receive(.card(.delegate(.backRequested))) { $0 = Self.midway() }
  }

  @Test func pOnTheFirstRowDoesNothing() async {
    var state = BrowserFixtures.loaded(rows: 30)
    state.path = [Self.card(1, .loaded(Self.pikachu))]
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    await store.send(.neighborOpened(offset: -1))
  }

  @Test func aFavoriteToggledInTheCardShowsInTheListAtOnce() async {
    let store = TestStore(
      initialState: Self.midwayWithCard(16), reducer: BrowserFixtures.browser())
    await store.send(.card(.favoriteKeyPressed))
    await store.receive(.card(.delegate(.favoriteToggled(Self.pikachu.summary))))
    await store.receive(.favoritesSaved(.success([25]))) {
      $0.favorites = [25]
      $0.list.favorites = [25]
      $0.path = [Self.card(16, .loaded(Self.pikachu), favorites: [25])]
    }
    #expect(store.state.card?.detail.isFavorite == true)
  }

  @Test func aFavoriteToggledOnALoadingCardIsItsRows() async {
    var state = Self.midway()
    state.path = [Self.card(16)]
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    let row = BrowserFixtures.rows(16...16)[0]
    await store.send(.card(.favoriteKeyPressed))
    await store.receive(.card(.delegate(.favoriteToggled(row))))
    await store.receive(.favoritesSaved(.success([16]))) {
      $0.favorites = [16]
      $0.list.favorites = [16]
      $0.path = [Self.card(16, favorites: [16])]
    }
  }

  @Test func aFavoriteToggledInTheListIsTheSelectedRow() async {
    let store = TestStore(initialState: Self.midway(), reducer: BrowserFixtures.browser())
    let row = BrowserFixtures.rows(16...16)[0]
    await store.send(.list(.favoriteKeyPressed(row)))
    await store.receive(.list(.delegate(.favoriteToggled(row))))
    await store.receive(.favoritesSaved(.success([16]))) {
      $0.favorites = [16]
      $0.list.favorites = [16]
    }
  }

  @Test func aToggleThatCannotBeSavedChangesNothingAndSaysWhy() async {
    let error = PokedexError.unreadableFile(path: "/f.json", reason: "not the JSON expected")
    let store = TestStore(
      initialState: Self.midway(),
      reducer: BrowserFixtures.browser(toggle: { _ in throw error }))
    let row = BrowserFixtures.rows(16...16)[0]
    await store.send(.list(.favoriteKeyPressed(row)))
    await store.receive(.list(.delegate(.favoriteToggled(row))))
    await store.receive(.favoritesSaved(.failure(error))) { $0.favoriteError = error }
  }

  @Test func aFailedCardIsRetried() async {
    let error = PokedexError.timedOut(url: "http://dex.test/api/v2/pokemon/16/")
    var state = Self.midway()
    state.path = [Self.card(16, .failed(error))]
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    await store.send(.retryRequested) { $0.path = [Self.card(16)] }
    await store.receive(.card(.detail(.pokemonLoaded(.success(Self.pikachu))))) {
      $0 = Self.midwayWithCard(16)
    }
  }

  // MARK: - Battle figures (b)

  nonisolated static let tiers = SpeedTiers(
    pokemon: SampleCards.pikachu, level: 100,
    rivals: [RosterExamples.member(143, "Snorlax", speed: 30)])

  /// `b` shows the battle figures in place of the card and loads the Speed tier; `b`
  /// again gives the card back; `m` shows the moves in their place.
  @Test func battleFiguresInPlaceOfTheCard() async {
    let store = TestStore(
      initialState: Self.midwayWithCard(16),
      reducer: BrowserFixtures.browser(speedTiers: { _ in Self.tiers }))
    func card(_ edit: (inout BrowserCard.State) -> Void) -> [Browser.Destination] {
      guard case .card(var card) = Self.card(16, .loaded(Self.pikachu)) else { return [] }
      edit(&card)
      return [.card(card)]
    }
    await store.send(.card(.battleToggled)) { $0.path = card { $0.inPlace = .battle(.loading) } }
    await store.receive(.card(.speedTiersLoaded(.success(Self.tiers)))) {
      $0.path = card { $0.inPlace = .battle(.loaded(Self.tiers)) }
    }
    await store.send(.card(.battleToggled)) { $0.path = card { _ in } }
    await store.send(.card(.battleToggled)) { $0.path = card { $0.inPlace = .battle(.loading) } }
    await store.receive(.card(.speedTiersLoaded(.success(Self.tiers)))) {
      $0.path = card { $0.inPlace = .battle(.loaded(Self.tiers)) }
    }
    // No learnset here: `m` does nothing over an API without moves.
    await store.send(.card(.movesToggled))
    await store.send(.card(.backKeyPressed))
    await store.receive(.card(.delegate(.backRequested))) { $0 = Self.midway() }
  }

  /// Without a way to rank it (no built-in data) the figures show their stats alone; a
  /// failed load is retried with `r`.
  @Test func battleFiguresWithoutOrFailingTheirSpeedTier() async {
    let without = TestStore(
      initialState: Self.midwayWithCard(16), reducer: BrowserFixtures.browser())
    await without.send(.card(.battleToggled)) { Self.setBattle(.idle, in: &$0) }
    let failing = TestStore(
      initialState: Self.midwayWithCard(16),
      reducer: BrowserFixtures.browser(speedTiers: { _ in throw PokedexError.timedOut(url: "x") }))
    await failing.send(.card(.battleToggled)) { Self.setBattle(.loading, in: &$0) }
    await failing.receive(.card(.speedTiersLoaded(.failure(.timedOut(url: "x"))))) { Self.setBattle(.failed(.timedOut(url: "x")), in: &$0) }
    await failing.send(.retryRequested) { Self.setBattle(.loading, in: &$0) }
    await failing.receive(.card(.speedTiersLoaded(.failure(.timedOut(url: "x"))))) { Self.setBattle(.failed(.timedOut(url: "x")), in: &$0) }
  }

  /// Sets the battle figures of the card in front.
  static func setBattle(_ battle: LoadStatus<SpeedTiers>, in state: inout Browser.State) {
    guard case .card(var card) = state.path[0] else { return }
    card.inPlace = .battle(battle)
    state.path = [.card(card)]
  }
}
