import Domain
import Presentation
import Testing

/// Every binding of the browser, one row each: the key, where it is pressed, what it means.
@Suite("Browser keys")
struct BrowserKeysTests {
  /// Where a key is pressed.
  enum Place: String, CaseIterable, Sendable {
    case list, filteredList, matches, card, queryLine, help
  }

  static func state(_ place: Place) -> Browser.State {
    var state = BrowserFixtures.loaded(rows: 30)
    switch place {
    case .list: break
    case .filteredList: state.search = Browser.Search(query: "pi", isEditing: false)
    case .matches:
      let page = Page(items: [SampleRows.charizard], offset: 0, limit: 30, totalCount: 1)
      state.search = Browser.Search(
        query: "char", isEditing: false,
        results: PokemonSearch.State(
          terms: ["char"],
          list: PokemonList.State(rows: [SampleRows.charizard], status: .loaded(page))))
    case .card:
      state.path = [.card(BrowserCard.State(
        detail: PokemonDetail.State(query: .number(1)), row: BrowserFixtures.rows(1...1)[0]))]
    case .queryLine: state.search = Browser.Search(query: "pi")
    case .help: state.help = Browser.Help()
    }
    return state
  }

  static let table: [(Key, Place, Browser.Action?)] = [
    // The list
    (.down, .list, .selectionMoved(.lines(1))),
    (.character("j"), .list, .selectionMoved(.lines(1))),
    (.up, .list, .selectionMoved(.lines(-1))),
    (.character("k"), .list, .selectionMoved(.lines(-1))),
    (.pageDown, .list, .selectionMoved(.pages(1))),
    (.character(" "), .list, .selectionMoved(.pages(1))),
    (.control("f"), .list, .selectionMoved(.pages(1))),
    (.pageUp, .list, .selectionMoved(.pages(-1))),
    (.control("b"), .list, .selectionMoved(.pages(-1))),
    (.home, .list, .selectionMoved(.top)),
    (.character("g"), .list, .selectionMoved(.top)),
    (.end, .list, .selectionMoved(.bottom)),
    (.character("G"), .list, .selectionMoved(.bottom)),
    (.wheelDown, .list, .selectionMoved(.lines(3))),
    (.wheelUp, .list, .selectionMoved(.lines(-3))),
    (.enter, .list, .rowOpened),
    (.right, .list, .rowOpened),
    (.character("l"), .list, .rowOpened),
    (.character("f"), .list, .list(.favoriteKeyPressed(BrowserFixtures.rows(1...1)[0]))),
    (.character("r"), .list, .retryRequested),
    (.character("/"), .list, .searchOpened),
    (.character("?"), .list, .helpToggled),
    (.character("q"), .list, .quitRequested),
    (.character("2"), .list, .numberTyped("2")),
    (.character(":"), .list, .numberTyped("")),
    (.control("c"), .list, .quitRequested),
    (.escape, .list, nil),
    (.left, .list, nil),
    (.character("x"), .list, nil),
    (.unknown, .list, nil),
    (.escape, .filteredList, .searchCleared),
    (.character("f"), .matches, .search(.list(.favoriteKeyPressed(SampleRows.charizard)))),
    (.character("/"), .filteredList, .searchOpened),
    // The card
    (.down, .card, .cardScrolled(.lines(1))),
    (.character("k"), .card, .cardScrolled(.lines(-1))),
    (.pageDown, .card, .cardScrolled(.pages(1))),
    (.home, .card, .cardScrolled(.top)),
    (.end, .card, .cardScrolled(.bottom)),
    (.wheelDown, .card, .cardScrolled(.lines(3))),
    (.left, .card, .card(.backKeyPressed)),
    (.character("h"), .card, .card(.backKeyPressed)),
    (.escape, .card, .card(.backKeyPressed)),
    (.backspace, .card, .card(.backKeyPressed)),
    (.character("q"), .card, .card(.backKeyPressed)),
    (.character("n"), .card, .neighborOpened(offset: 1)),
    (.character("p"), .card, .neighborOpened(offset: -1)),
    (.character("f"), .card, .card(.favoriteKeyPressed)),
    (.character("r"), .card, .retryRequested),
    (.character("?"), .card, .helpToggled),
    (.control("c"), .card, .quitRequested),
    (.enter, .card, .linkOpened),
    (.character("/"), .card, nil),
    // The query line
    (.character("k"), .queryLine, .queryChanged("pik")),
    (.character("q"), .queryLine, .queryChanged("piq")),
    (.character("é"), .queryLine, .queryChanged("pié")),
    (.character(" "), .queryLine, .queryChanged("pi ")),
    (.backspace, .queryLine, .queryChanged("p")),
    (.control("u"), .queryLine, .queryChanged("")),
    (.control("w"), .queryLine, .queryChanged("")),
    (.enter, .queryLine, .searchCommitted),
    (.escape, .queryLine, .searchCleared),
    (.down, .queryLine, .selectionMoved(.lines(1))),
    (.up, .queryLine, .selectionMoved(.lines(-1))),
    (.pageDown, .queryLine, .selectionMoved(.pages(1))),
    (.control("c"), .queryLine, .quitRequested),
    (.tab, .queryLine, nil),
    // The help
    (.character("q"), .help, .helpToggled),
    (.escape, .help, .helpToggled),
    (.character("?"), .help, .helpToggled),
    (.control("c"), .help, .quitRequested),
  ]

  @Test(arguments: table.indices)
  func eachKeyMeansOneThingOnEachScreen(_ row: Int) {
    let (key, place, action) = Self.table[row]
    #expect(BrowserKeys.action(for: key, in: Self.state(place)) == action,
      "\(key) on \(place.rawValue)")
  }
}
