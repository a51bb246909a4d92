import Domain
import Presentation
import Testing

@Suite("PokemonList next-page command")
struct PokemonListNextPageTests {
  @Test(arguments: [
    (PageRequest(page: 1), 20, "pokecli list --page 2"),
    (PageRequest(page: 3, limit: 50), 50, "pokecli list --page 4 --limit 50"),
    (PageRequest(offset: 5, limit: 20), 20, "pokecli list --offset 25 --limit 20"),
  ])
  func theNextPageCommandRepeatsThePagingTheUserChose(
    first: PageRequest, loaded: Int, expected: String
  ) {
    let state = PokemonList.State(
      firstPage: first, rows: SampleRows.numbered(1...loaded), totalCount: 1351,
      status: .loaded)
    #expect(state.nextPageCommand == expected)
  }

  @Test func theLastPageHasNoNextPageCommand() {
    let state = PokemonList.State(
      firstPage: PageRequest(page: 68), rows: SampleRows.numbered(1...11), totalCount: 1351,
      status: .loaded)
    #expect(state.nextPage == nil)
    #expect(state.nextPageCommand == nil)
  }
}
