import Domain
import PokedexTesting
import Testing

@testable import pokecli

/// Usage errors, pokecli's own and ArgumentParser's, said in the house style (README,
/// "Messages"): `pokecli: <message> (help: pokecli <command> --help)`, the message
/// lower-case, without a closing period, quoting with straight double quotes.
@Suite("Usage errors in the house style")
struct UsageMessageStyleTests {
  @Test(arguments: [
    ["list", "--sort", "size"], ["list", "--color", "blue"], ["list", "--page", "two"],
    ["list", "--pag", "2"], ["list", "--bogus"], ["list", "-x"], ["list", "gen x"],
    ["list", "--limit"], ["search"], ["show"], ["favorites", "add"], ["bogus"],
    ["list", "--page", "0"], ["list", "--limit", "0"], ["list", "--offset", "-1"],
    ["list", "--page", "2", "--offset", "4"], ["list", "--width", "5"],
    ["list", "--max-age", "soon"], ["list", "--base-url", "pokeapi"],
    ["list", "--generation", "0"], ["search", "..."],
    ["show", "--", ""], ["show", "0"], ["show", "25.0"], ["show", "../../etc"],
    ["show", String(repeating: "9", count: 30)], ["favorites", "add", "pika/chu"],
    ["cache", "prefetch"], ["cache", "prefetch", "--range", "151-1"],
    ["cache", "prefetch", "--range", "1-x"], ["cache", "prefetch", "--all", "--offline"],
    ["cache", "info", "--offline"], ["cache", "clear", "--max-age", "1d"],
    ["update", "--offline"],
  ])
  func everyUsageErrorIsInTheHouseStyle(arguments: [String]) async throws {
    let result = await CLIHarness.run(arguments)
    #expect(result.status == 64)
    let line = try #require(result.stderr.split(separator: "\n").first.map(String.init))
    #expect(result.stderr == line + "\n")
    #expect(line.hasPrefix("pokecli: "))
    let help = try #require(line.range(of: " (help: pokecli ", options: .backwards))
    #expect(line.hasSuffix(" --help)"))
    let message = String(line[line.index(line.startIndex, offsetBy: 9)..<help.lowerBound])
    #expect(MessageStyle.problems(in: message) == [], "\(message)")
  }

  @Test(arguments: [
    ["POKECLI_MAX_AGE": "soon"], ["POKECLI_RETRIES": "many"], ["POKEAPI_BASE_URL": "pokeapi"],
  ])
  func aBadVariableSaysSoInTheHouseStyle(variables: [String: String]) async throws {
    let result = await CLIHarness.run(["list"], variables: variables)
    #expect(result.status == 64)
    let line = try #require(result.stderr.split(separator: "\n").first.map(String.init))
    #expect(line.hasPrefix("pokecli: "))
    #expect(MessageStyle.problems(in: String(line.dropFirst(9))) == [], "\(line)")
  }

  @Test func everyRefusedPokemonArgumentIsSaidInTheHouseStyle() {
    let refusals: [EntryQuery.Invalid] = [
      .empty, .notAName("pika/chu"), .zeroOrNegative("-25"), .tooLong, .tooLarge("9999999999"),
      .notAWholeNumber("2.5"),
    ]
    for refusal in refusals {
      let message = PokemonArguments.explain(refusal)
      #expect(MessageStyle.problems(in: message) == [], "\(message)")
    }
    #expect(
      MessageStyle.problems(in: BrowseCommand.notATerminal.message) == [],
      "\(BrowseCommand.notATerminal.message)")
  }

  @Test(arguments: [
    ("Unknown option '--pag'. Did you mean '--page'?",
      "unknown option \"--pag\"; did you mean \"--page\"?"),
    ("The value 'farfetch'd' is invalid for '--sort <order>'. Please provide one of the "
      + "following:\n  - number\n  - name\n  - total",
      "the value \"farfetch'd\" is invalid for \"--sort <order>\"; please provide one of "
        + "\"number\", \"name\" or \"total\""),
    ("The value 'Mr. Mime' is invalid for '--color <when>'. Please provide one of 'auto', "
      + "'always' or 'never'.",
      "the value \"Mr. Mime\" is invalid for \"--color <when>\"; please provide one of "
        + "\"auto\", \"always\" or \"never\""),
    ("Missing expected argument '<word> ...'", "missing expected argument \"<word> ...\""),
    ("2 unexpected arguments: 'a', 'b'", "2 unexpected arguments: \"a\", \"b\""),
    ("The value '' is invalid for '--page <n>'", "the value \"\" is invalid for \"--page <n>\""),
  ])
  func argumentParsersMessagesAreSaidInTheHouseStyle(message: String, expected: String) {
    #expect(ParserMessage.houseStyle(message) == expected)
  }

  @Test(arguments: [
    "give a Pokémon's name or number",
    "\"0\" is not a Pokédex number: numbers start at 1",
    "\"farfetch'd\" is not a type; the types are normal, fire",
    "\"Mr. Mime\" has nothing to search for: use letters or digits",
    "--max-age must be a duration such as 7d, 12h, 30m or 0, not \"x\": digits with an "
      + "optional unit s, m, h or d, up to 3650d",
    "POKECLI_MAX_AGE must be a duration such as 7d, 12h, 30m or 0, not \"'x\"",
  ])
  func pokecliMessagesAreLeftAsTheyAre(message: String) {
    #expect(ParserMessage.houseStyle(message) == message)
  }
}
