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

  /// What opening row `number` (1-based) does to the state.
  static func opening(_ number: Int, in state: inout Browser.State) {
    state.screen = .detail
    state.detailRow = BrowserFixtures.rows(number...number)[0]
    state.detail = PokemonDetail.State(
      query: .number(number), status: .loading, favorites: state.favorites)
    state.detailScroll = 0
  }

  @Test func openingACardAndGoingBackKeepsTheSelectionAndTheScroll() async {
    let store = TestStore(initialState: Self.midway(), reducer: BrowserFixtures.browser())
    await store.send(.rowOpened) { Self.opening(16, in: &$0) }
    await store.receive(.detail(.pokemonLoaded(.success(Self.pikachu)))) {
      $0.detail?.status = .loaded(Self.pikachu)
    }
    await store.send(.cardScrolled(.lines(3))) { $0.detailScroll = 3 }
    await store.send(.cardScrolled(.lines(-10))) { $0.detailScroll = 0 }
    await store.send(.backRequested) { $0 = Self.midway() }
  }

  @Test func theCardScrollsNoFurtherThanItsLastLine() async throws {
    var state = Self.midway()
    Self.opening(16, in: &state)
    state.detail?.status = .loaded(Self.pikachu)
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    let lines = BrowserScreen.cardLines(
      try #require(state.detail), theme: .plain, width: 80).count
    #expect(lines > 20)
    await store.send(.cardScrolled(.bottom)) { $0.detailScroll = lines - 10 }
    await store.send(.cardScrolled(.pages(1)))
    await store.send(.cardScrolled(.pages(-1))) { $0.detailScroll = lines - 20 }
    await store.send(.cardScrolled(.top)) { $0.detailScroll = 0 }
  }

  @Test func nAndPOpenTheNextAndPreviousPokemonOfTheList() async {
    let store = TestStore(initialState: Self.midway(), reducer: BrowserFixtures.browser())
    await store.send(.rowOpened) { Self.opening(16, in: &$0) }
    await store.receive(.detail(.pokemonLoaded(.success(Self.pikachu)))) {
      $0.detail?.status = .loaded(Self.pikachu)
    }
    await store.send(.neighborOpened(offset: 1)) {
      $0.listCursor = Cursor(selection: 16, top: 8)
      Self.opening(17, in: &$0)
    }
    await store.receive(.detail(.pokemonLoaded(.success(Self.pikachu)))) {
      $0.detail?.status = .loaded(Self.pikachu)
    }
    await store.send(.neighborOpened(offset: -1)) {
      $0.listCursor = Cursor(selection: 15, top: 8)
      Self.opening(16, in: &$0)
    }
    await store.receive(.detail(.pokemonLoaded(.success(Self.pikachu)))) {
      $0.detail?.status = .loaded(Self.pikachu)
    }
    await store.send(.backRequested) { $0 = Self.midway() }
  }

  @Test func pOnTheFirstRowDoesNothing() async {
    var state = BrowserFixtures.loaded(rows: 30)
    Self.opening(1, in: &state)
    state.detail?.status = .loaded(Self.pikachu)
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    await store.send(.neighborOpened(offset: -1))
  }

  @Test func aFavoriteToggledInTheCardShowsInTheListAtOnce() async {
    var state = Self.midway()
    Self.opening(16, in: &state)
    state.detail?.status = .loaded(Self.pikachu)
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    await store.send(.favoriteToggled)
    await store.receive(.favoritesSaved(.success([25]))) { $0.setFavorites([25]) }
    #expect(store.state.list.favorites == [25])
    #expect(store.state.detail?.isFavorite == true)
  }

  @Test func aFavoriteToggledInTheListIsTheSelectedRow() async {
    let store = TestStore(initialState: Self.midway(), reducer: BrowserFixtures.browser())
    await store.send(.favoriteToggled)
    await store.receive(.favoritesSaved(.success([16]))) { $0.setFavorites([16]) }
  }

  @Test func aToggleThatCannotBeSavedChangesNothingAndSaysWhy() async {
    let error = PokedexError.unreadableFile(path: "/f.json", reason: "not the JSON expected")
    let store = TestStore(
      initialState: Self.midway(),
      reducer: BrowserFixtures.browser(toggle: { _ in throw error }))
    await store.send(.favoriteToggled)
    await store.receive(.favoritesSaved(.failure(error))) { $0.favoriteError = error }
  }

  @Test func aFailedCardIsRetried() async {
    let error = PokedexError.timedOut(url: "http://dex.test/api/v2/pokemon/16/")
    var state = Self.midway()
    Self.opening(16, in: &state)
    state.detail?.status = .failed(error)
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    await store.send(.retryRequested) { $0.detail?.status = .loading }
    await store.receive(.detail(.pokemonLoaded(.success(Self.pikachu)))) {
      $0.detail?.status = .loaded(Self.pikachu)
    }
  }
}
