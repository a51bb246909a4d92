import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("PokemonSearch")
struct PokemonSearchTests {
  static let hit = Page(
    items: [SampleRows.mrMime], offset: 0, limit: 20, totalCount: 1)
  static let none = Page<PokemonSummary>(items: [], offset: 0, limit: 20, totalCount: 0)

  func search(_ page: Page<PokemonSummary>) -> PokemonSearch {
    PokemonSearch(list: PokemonList(loadPage: { _ in page }), suggest: { ["pikachu"] })
  }

  @Test func matchesLoadThroughTheListAndNeedNoSuggestions() async {
    let store = TestStore(
      initialState: PokemonSearch.State(terms: ["mr mime"], list: PokemonList.State()),
      reducer: search(Self.hit))
    await store.send(.list(.task)) { $0.list.status = .loading }
    await store.receive(.list(.pageLoaded(.success(Self.hit)))) {
      $0.list.rows = [SampleRows.mrMime]
      $0.list.totalCount = 1
      $0.list.status = .loaded(Self.hit)
    }
  }

  @Test func findingNothingAsksForTheNearestNames() async {
    let store = TestStore(
      initialState: PokemonSearch.State(terms: ["pikachuu"], list: PokemonList.State()),
      reducer: search(Self.none))
    await store.send(.list(.task)) { $0.list.status = .loading }
    await store.receive(.list(.pageLoaded(.success(Self.none)))) {
      $0.list.totalCount = 0
      $0.list.status = .loaded(Self.none)
    }
    await store.receive(.suggestionsLoaded(["pikachu"])) { $0.suggestions = ["pikachu"] }
    #expect(store.state.foundNothing)
  }

  @Test func hitsRenderAsTheList() {
    let state = PokemonSearch.State(
      terms: ["mr", "mime"],
      list: PokemonList.State(
        rows: [SampleRows.mrMime], totalCount: 1, status: .loaded(Self.hit)))
    #expect(render(state) == """
      No.    Name      Types
      #0122  Mr. Mime  Psychic   Fairy

      Showing 1 of 1 · page 1 of 1

      """)
  }

  @Test func noHitsSayWhatWasSearchedAndTheNearestNames() {
    let list = PokemonList.State(totalCount: 0, status: .loaded(Self.none))
    #expect(render(PokemonSearch.State(terms: ["pikachuu"], list: list, suggestions: ["pikachu"])) == """
      no Pokémon matches "pikachuu" — did you mean "pikachu"?

      """)
    #expect(render(PokemonSearch.State(
        terms: ["charzard", "fyre"], list: list, suggestions: ["charizard", "fire"])) == """
      no Pokémon matches "charzard fyre" — did you mean "charizard" or "fire"?

      """)
    #expect(render(PokemonSearch.State(terms: ["qqq"], list: list)) == """
      no Pokémon matches "qqq"

      """)
  }

  @Test func aSearchThatFoundNothingSaysSoOnStandardOutputAsEveryEmptyListDoes() async throws {
    let store = MockStore<PokemonSearch.State, PokemonSearch.Action>(state: PokemonSearch.State(
      terms: ["qqq"], list: PokemonList.State(totalCount: 0, status: .loaded(Self.none))))
    let view = OneShotView(search: store, hints: NoHints(), paging: .byPage)
    let text = await view.print(.text(theme: .plain, width: 80))
    #expect(text == .output("no Pokémon matches \"qqq\"\n"))
    let json = await view.print(.json)
    #expect(!json.failed)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["count"] as? Int == 0)
    #expect((object["results"] as? [Any])?.isEmpty == true)
  }

  @Test func printingRunsTheSearchThroughTheStore() async {
    let store = MockStore<PokemonSearch.State, PokemonSearch.Action>(
      state: PokemonSearch.State(terms: ["mr mime"], list: PokemonList.State()))
    _ = await OneShotView(search: store, hints: NoHints(), paging: .byPage).print(.json)
    #expect(store.sentActions == [.list(.task)])
  }

  private func render(_ state: PokemonSearch.State) -> String {
    PokemonSearchRenderer.render(state, theme: .plain, width: 80)
  }
}
