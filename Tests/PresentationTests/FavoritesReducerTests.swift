import Domain
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("Favorites, owned by the browser")
struct FavoritesReducerTests {
  nonisolated static let pikachu = SampleCards.pikachu.summary
  nonisolated static let saveError = PokedexError.unreadableFile(
    path: "/f.json", reason: "not the JSON expected")

  /// A browser whose list and card load from memory, and whose favorites file holds #1
  /// and whatever is toggled.
  func pokedex(
    toggle: @escaping @Sendable (PokemonSummary) async throws -> Set<Int> = { [1, $0.id] },
    detail: PokemonDetail = PokemonDetail { _ in SampleCards.pikachu }
  ) -> Browser {
    Browser(
      list: PokemonList { request in
        Page(items: [Self.pikachu], offset: request.offset, limit: request.limit, totalCount: 1)
      },
      detail: detail,
      searchPage: { _, _ in throw PokedexError.timedOut(url: "u") },
      suggest: { _ in [] },
      toggleFavorite: toggle)
  }

  /// The browser with the list loaded and Pikachu's card open.
  func openCard() -> Browser.State {
    let page = Page(items: [Self.pikachu], offset: 0, limit: 20, totalCount: 1)
    var state = Browser.State(
      list: PokemonList.State(rows: [Self.pikachu], totalCount: 1, status: .loaded(page)),
      favorites: [1])
    state.screen = .detail
    state.detailRow = Self.pikachu
    state.detail = PokemonDetail.State(
      query: .number(25), status: .loaded(SampleCards.pikachu), favorites: [1])
    return state
  }

  /// The browser with the list loaded and no card open.
  func onTheList() -> Browser.State {
    var state = openCard()
    state.screen = .list
    state.detailRow = nil
    state.detail = nil
    return state
  }

  @Test func aToggleInTheCardShowsInTheListThroughTheParent() async {
    let store = TestStore(initialState: openCard(), reducer: pokedex())
    #expect(store.state.list.favorites == [1])
    await store.send(.detail(.favoriteToggled(Self.pikachu)))
    await store.receive(.favoritesSaved(.success([1, 25]))) {
      $0.setFavoritesForTest([1, 25])
    }
    #expect(store.state.list.favorites == [1, 25])
    #expect(store.state.detail?.isFavorite == true)
  }

  @Test func aToggleInTheListShowsInTheCardTheSameWay() async {
    let store = TestStore(initialState: openCard(), reducer: pokedex())
    await store.send(.list(.favoriteToggled(Self.pikachu)))
    await store.receive(.favoritesSaved(.success([1, 25]))) {
      $0.setFavoritesForTest([1, 25])
    }
    #expect(store.state.detail?.favorites == [1, 25])
  }

  @Test func aToggleThatCannotBeSavedChangesNoStarAndKeepsTheError() async {
    let store = TestStore(
      initialState: openCard(), reducer: pokedex { _ in throw Self.saveError })
    await store.send(.detail(.favoriteToggled(Self.pikachu)))
    await store.receive(.favoritesSaved(.failure(Self.saveError))) {
      $0.favoriteError = Self.saveError
    }
    #expect(store.state.list.favorites == [1])
  }

  @Test func aCardOpenedLaterShowsTheFavoritesAlreadyKnown() async {
    let store = TestStore(initialState: onTheList(), reducer: pokedex())
    await store.send(.rowOpened) {
      $0.screen = .detail
      $0.detailRow = Self.pikachu
      $0.detail = PokemonDetail.State(query: .number(25), status: .loading, favorites: [1])
    }
    await store.receive(.detail(.pokemonLoaded(.success(SampleCards.pikachu)))) {
      $0.detail?.status = .loaded(SampleCards.pikachu)
    }
    await store.send(.backRequested) { $0 = self.onTheList() }
  }

  @Test func closingTheCardWhileItLoadsDropsTheLoad() async {
    let slow = pokedex(detail: PokemonDetail { _ in
      try await Task.sleep(for: .seconds(60))
      return SampleCards.pikachu
    })
    let store = TestStore(initialState: onTheList(), reducer: slow)
    await store.send(.rowOpened) {
      $0.screen = .detail
      $0.detailRow = Self.pikachu
      $0.detail = PokemonDetail.State(query: .number(25), status: .loading, favorites: [1])
    }
    await store.send(.backRequested) { $0 = self.onTheList() }
  }

  @Test func theEditorSavesAndReportsTheOutcome() async {
    let outcome = EditFavorites.Outcome(
      added: [Favorite(Self.pikachu)], removed: [], unchanged: [], count: 3)
    let store = TestStore(
      initialState: FavoritesEditor.State(edit: .toggle(.name("pikachu"))),
      reducer: FavoritesEditor { _ in outcome })
    await store.send(.task) { $0.status = .loading }
    await store.receive(.finished(.success(outcome))) { $0.status = .loaded(outcome) }
    await store.send(.task)
  }
}

extension Browser.State {
  /// What a saved toggle does to the state, written out for the tests' expectations: the
  /// favorites change here and in every child.
  mutating func setFavoritesForTest(_ ids: Set<Int>) {
    setFavorites(ids)
    favoriteError = nil
  }
}
