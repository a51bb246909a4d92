import Domain
import PokedexTesting
@testable import Presentation
import SnapshotTesting
import Testing

@MainActor
@Suite("PokemonList rendering")
struct PokemonListRendererTests {
  static let loaded = PokemonList.State(
    firstPage: PageRequest(page: 1, limit: 7), rows: SampleRows.mixed, totalCount: 1351,
    status: .loaded(SampleRows.somePage))

  @Test func loadingShowsWhichRowsAreComing() {
    let state = PokemonList.State(
      firstPage: PageRequest(page: 3), status: .loading)
    #expect(render(state) == """
      loading Pokémon 41–60…

      """)
  }

  @Test func loadedRowsAtEightyColumns() {
    #expect(render(Self.loaded, width: 80) == """
      No.     Name                Types
      #0001   Bulbasaur           Grass     Poison
      #0006   Charizard           Fire      Flying
      #0025   Pikachu             Electric
      #0029   Nidoran♀            Poison
      #0083   Farfetch’d          Normal    Flying
      #0122   Mr. Mime            Psychic   Fairy
      #10034  Charizard (Mega X)  Fire      Dragon

      Showing 1–7 of 1351 · page 1 of 193
      Next page: <page at 7, 7 rows>

      """)
  }

  @Test func loadedRowsAtFortyColumns() {
    #expect(render(Self.loaded, width: 40) == """
      No.     Name                Types
      #0001   Bulbasaur           Gras Pois
      #0006   Charizard           Fire Fly
      #0025   Pikachu             Elec
      #0029   Nidoran♀            Pois
      #0083   Farfetch’d          Nrml Fly
      #0122   Mr. Mime            Psyc Fair
      #10034  Charizard (Mega X)  Fire Drgn

      Showing 1–7 of 1351 · page 1 of 193
      Next page: <page at 7, 7 rows>

      """)
  }

  @Test func narrowWidthsDropTheTypesBeforeCuttingNamesShort() {
    #expect(render(Self.loaded, width: 24) == """
      No.     Name
      #0001   Bulbasaur
      #0006   Charizard
      #0025   Pikachu
      #0029   Nidoran♀
      #0083   Farfetch’d
      #0122   Mr. Mime
      #10034  Charizard (Mega…

      Showing 1–7 of 1351
      page 1 of 193
      Next page:
      <page at 7, 7 rows>

      """)
  }

  @Test func loadedRowsInColour() {
    assertSnapshot(of: render(Self.loaded, theme: .ansi, width: 80), as: .readableLines)
  }

  @Test func anEmptyListSaysSo() {
    let state = PokemonList.State(firstPage: PageRequest(page: 100), totalCount: 1351,
      status: .loaded(SampleRows.somePage))
    #expect(render(state) == """
      no Pokémon to show: the list has 1351, on 68 pages of 20

      """)
  }

  @Test func aFailureSaysWhatFailedInOneLine() {
    let state = PokemonList.State(
      status: .failed(.unreachable(
        url: "http://127.0.0.1:9/api/v2/pokemon/?offset=0&limit=20",
        reason: "connection refused")))
    #expect(render(state) == """
      could not load Pokémon 1–20: cannot reach
      http://127.0.0.1:9/api/v2/pokemon/?offset=0&limit=20: connection refused

      """)
  }

  @Test func theLastPageHasNoNextPageHint() {
    let state = PokemonList.State(
      firstPage: PageRequest(page: 68), rows: [SampleRows.megaCharizardX], totalCount: 1341,
      status: .loaded(SampleRows.somePage))
    #expect(render(state) == """
      No.     Name                Types
      #10034  Charizard (Mega X)  Fire      Dragon

      Showing 1341 of 1341 · page 68 of 68

      """)
  }

  @Test(arguments: [20, 24, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    for theme in [Theme.plain, .ansi] {
      let lines = render(Self.loaded, theme: theme, width: width).split(separator: "\n")
      for line in lines where !ANSI.strip(String(line)).hasPrefix("<page") {
        #expect(ANSI.strip(String(line)).count <= width, "\(line)")
      }
    }
  }

  @Test func printingAsksTheStoreToLoadAndPrintsWhatItHolds() async {
    let store = MockStore<PokemonList.State, PokemonList.Action>(state: Self.loaded)
    let printout = await OneShotView(list: store, hints: NoHints(), paging: .byPage)
      .print(.text(theme: .plain, width: 80))
    #expect(store.sentActions == [.task])
    #expect(printout == .output(
      PokemonListRenderer.render(Self.loaded, theme: .plain, width: 80)))
  }

  @Test func aFailedOrPastTheEndListPrintsOneLineInstead() async {
    let failed = PokemonList.State(status: .failed(.timedOut(url: "u")))
    let pastTheEnd = PokemonList.State(
      firstPage: PageRequest(page: 100), totalCount: 1351,
      status: .loaded(SampleRows.somePage))
    #expect(await printout(failed) == .failure("no answer from u in time (timed out)"))
    #expect(await printout(pastTheEnd)
      == .failure("page 100 is past the end: the list has 68 pages of 20 Pokémon"))
    #expect(await printout(pastTheEnd, paging: .byOffset)
      == .failure("offset 1980 is past the end: the list has 1351 Pokémon"))
    // In JSON as in text: a failure prints no document.
    #expect(await printout(pastTheEnd, format: .json).output.isEmpty)
  }

  @Test func theNextPageHintNamesThePageAfterTheRows() {
    let text = PokemonListRenderer.render(
      Self.loaded, theme: .plain, width: 80, hints: StubHints())
    #expect(text.hasSuffix("Next page: <page at 7, 7 rows>\n"))
  }

  @Test func jsonHasStableFieldNames() {
    let state = PokemonList.State(
      firstPage: PageRequest(page: 1, limit: 2),
      rows: [SampleRows.bulbasaur, SampleRows.megaCharizardX],
      totalCount: 1351, status: .loaded(SampleRows.somePage))
    #expect(PokemonListScreen(state: state).json(hints: StubHints()) == """
      {
        "count" : 1351,
        "limit" : 2,
        "next" : {
          "command" : "<page at 2, 2 rows>",
          "limit" : 2,
          "offset" : 2
        },
        "offset" : 0,
        "page" : 1,
        "pages" : 676,
        "results" : [
          {
            "displayName" : "Bulbasaur",
            "id" : 1,
            "name" : "bulbasaur",
            "speciesId" : 1,
            "types" : [
              "grass",
              "poison"
            ]
          },
          {
            "displayName" : "Charizard (Mega X)",
            "id" : 10034,
            "name" : "charizard-mega-x",
            "speciesId" : 6,
            "types" : [
              "fire",
              "dragon"
            ]
          }
        ]
      }

      """)
  }

  private func render(
    _ state: PokemonList.State, theme: Theme = .plain, width: Int = 80
  ) -> String {
    PokemonListRenderer.render(state, theme: theme, width: width, hints: StubHints())
  }

  private func printout(
    _ state: PokemonList.State, paging: PagingStyle = .byPage,
    format: OutputFormat = .text(theme: .plain, width: 80)
  ) async -> Printout {
    let store = MockStore<PokemonList.State, PokemonList.Action>(state: state)
    return await OneShotView(list: store, hints: NoHints(), paging: paging).print(format)
  }
}
