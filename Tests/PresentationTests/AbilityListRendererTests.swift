import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@MainActor
@Suite("Ability list rendering")
struct AbilityListRendererTests {
  /// The first page of 4 out of 373: a long effect, an ability with no effect text and
  /// none holding it, and one outside the main games.
  static let page = Page(
    items: [
      AbilityRow(
        id: 9, name: "static", displayName: "Static", generation: 3, pokemonCount: 38,
        shortEffect: "Has a 30% chance of paralyzing attacking Pokémon on contact."),
      AbilityRow(
        id: 26, name: "levitate", displayName: "Levitate", generation: 3, pokemonCount: 44,
        shortEffect: "Evades Ground moves."),
      AbilityRow(
        id: 307, name: "teraform-zero", displayName: "Teraform Zero", generation: 9,
        pokemonCount: 1, shortEffect: nil),
      AbilityRow(
        id: 10001, name: "mountaineer", displayName: "Mountaineer", generation: 4,
        pokemonCount: 0, shortEffect: "Grants immunity to Rock moves."),
    ],
    offset: 0, limit: 4, totalCount: 373)

  @Test(arguments: [40, 80])
  func aPage(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      assertSnapshot(
        of: render(Self.page, theme: theme, width: width), as: .readableLines,
        named: "page-\(themeName)-\(width)")
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidthButTheCommand(width: Int) {
    for theme in [Theme.plain, .ansi] {
      let lines = render(Self.page, theme: theme, width: width).split(separator: "\n")
      for line in lines where !ANSI.strip(String(line)).hasPrefix("<page") {
        #expect(ANSI.strip(String(line)).count <= width, "\(line)")
      }
    }
  }

  @Test func nothingMatchingSaysSoInOneLine() {
    #expect(render(Page(items: [], offset: 0, limit: 20, totalCount: 0), width: 80)
      == "no ability matches\n")
  }

  @Test func aPagePastTheEndIsRefusedInOneLineInEitherFormat() async {
    let store = MockStore<
      Presentation.Lookup<PagedRequest<AbilityCriteria>, Page<AbilityRow>>.State,
      Presentation.Lookup<PagedRequest<AbilityCriteria>, Page<AbilityRow>>.Action
    >(state: .init(
      request: PagedRequest(criteria: AbilityCriteria(), page: PageRequest(page: 21)),
      status: .loaded(Page(items: [], offset: 400, limit: 20, totalCount: 373))))
    let view = OneShotView(page: store, layout: .abilities, paging: .byPage, hints: NoHints())
    for format in [OutputFormat.json, .text(theme: .plain, width: 80)] {
      #expect(await view.print(format)
        == .failure("page 21 is past the end: the list has 19 pages of 20 abilities"))
    }
    #expect(store.sentActions == [.task, .task])
  }

  @Test func jsonHasTheShapeOfTheListOfPokemon() {
    assertSnapshot(
      of: PagedList(page: Self.page, request: PageRequest(offset: 0, limit: 4), layout: .abilities)
        .json(hints: StubHints()),
      as: .readableLines, named: "json")
  }

  private func render(
    _ rows: Page<AbilityRow>,
    theme: Theme = .plain, width: Int, page: PageRequest = PageRequest(offset: 0, limit: 4)
  ) -> String {
    PagedList(page: rows, request: page, layout: .abilities)
      .text(theme, width: width, hints: StubHints())
  }
}
