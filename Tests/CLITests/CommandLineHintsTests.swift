import Domain
import Presentation
import Testing

@testable import pokecli

@Suite("Hints said as commands")
struct CommandLineHintsTests {
  @Test(arguments: [
    (PageRequest(page: 2), "pokecli list --page 2"),
    (PageRequest(page: 4, limit: 50), "pokecli list --page 4 --limit 50"),
    (PageRequest(offset: 25, limit: 20), "pokecli list --offset 25 --limit 20"),
  ])
  func theNextPageRepeatsThePagingTheUserChose(next: PageRequest, expected: String) {
    #expect(CommandLineHints(command: ["pokecli", "list"]).text(for: .nextPage(next)) == expected)
  }

  @Test(arguments: EntryKind.allCases)
  func everyKindOfEntryHasACommandThatShowsOne(kind: EntryKind) {
    #expect(PokeCLI.lookupCommand(for: kind) != nil, "no subcommand says it shows \(kind)")
  }

  @Test func aPokemonHintNamesShow() {
    let hints = CommandLineHints()
    #expect(
      hints.text(for: .entry(.pokemon, slug: "pikachu-alola-cap"))
        == "pokecli show pikachu-alola-cap")
  }

  @Test func aCommandWithoutAListHintsAtNoNextPage() {
    #expect(CommandLineHints().text(for: .nextPage(PageRequest(page: 2))) == nil)
  }

  @Test(arguments: [
    (CacheSubject.entry(.pokemon, .name("pikachu")),
      "\"pikachu\" is not in the cache, and nothing is fetched offline; fetch it first with: "
        + "pokecli show pikachu"),
    (.nationalList,
      "the list of Pokémon is not in the cache, and nothing is fetched offline; fetch it first "
        + "with: pokecli list"),
    (.summaries([1, 2, 3, 25]),
      "the rows of 4 Pokémon (#1, #2, #3, …) are not in the cache, and nothing is fetched offline; "
        + "fetch them first with: pokecli cache prefetch --range 1-25"),
    (.summaries([7]),
      "the row of Pokémon #7 is not in the cache, and nothing is fetched offline; fetch it first "
        + "with: pokecli cache prefetch --range 7-7"),
    (.generation(3),
      "generation 3 is not in the cache, and nothing is fetched offline; fetch it first with: "
        + "pokecli cache prefetch --generation 3"),
    (.type(.fire),
      "the Fire type is not in the cache, and nothing is fetched offline; fetch it first with: "
        + "pokecli search fire"),
  ])
  func offlineFailuresSayWhatIsMissingAndHowToFetchIt(subject: CacheSubject, message: String) {
    #expect(PokedexError.notCached(subject).message(hints: CommandLineHints()) == message)
  }

  /// The command to fetch with names the API the user gave, so that it fills the cache
  /// this offline run reads; its words are quoted for the shell where they must be.
  @Test func aFetchCommandRepeatsTheBaseURL() {
    let hints = CommandLineHints(apiOptions: ["--base-url", "http://127.0.0.1:8765/api v2/"])
    #expect(
      hints.text(for: .fetch(.entry(.move, .name("surf"))))
        == "pokecli move surf --base-url \"http://127.0.0.1:8765/api v2/\"")
    #expect(CommandLineHints().text(for: .fetch(.nationalList)) == "pokecli list")
  }

  /// End to end: an offline run against another API says how to fetch from that API.
  @Test func anOfflineRunSaysHowToFetchFromItsAPI() async {
    let result = await CLIHarness.run(
      ["show", "pikachu", "--offline", "--base-url", "http://127.0.0.1:9/api/v2/"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasSuffix(
        "fetch it first with: pokecli show pikachu --base-url http://127.0.0.1:9/api/v2/\n"),
      "\(result.stderr)")
  }
}
