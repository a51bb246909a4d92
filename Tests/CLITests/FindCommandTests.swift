import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli find` end to end, from the built-in database.
@Suite("pokecli find, end to end", .timeLimit(.minutes(20)))
struct FindCommandTests {
  @Test func thunderFindsMovesAnItemAndThundurusEachWithItsCommand() async {
    let result = await CLIHarness.run(
      ["find", "thunder", "--limit", "4", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
      Kind  No.  Name           Show it with
      Move   87  Thunder        pokecli move thunder
      Move    9  Thunder Punch  pokecli move thunder-punch
      Move   84  Thunder Shock  pokecli move thunder-shock
      Move   85  Thunderbolt    pokecli move thunderbolt

      Showing 1–4 of 15 · page 1 of 4
      Next page: pokecli find thunder --page 2 --limit 4

      """)
    let all = await CLIHarness.run(
      ["find", "thunder", "--json"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(all.stdout.contains("\"command\" : \"pokecli item thunder-stone\""))
    #expect(all.stdout.contains("\"command\" : \"pokecli show thundurus-incarnate\""))
    // Zapdos is Thunder in Japanese romaji: found after every English match.
    #expect(all.stdout.contains("\"command\" : \"pokecli show zapdos\""))
  }

  @Test func everyKindHasItsCommand() async {
    for (words, command) in [
      ("intimidate", "pokecli ability intimidate"), ("timid", "pokecli nature timid"),
      ("dragon", "pokecli type dragon"), ("pikachu", "pokecli show pikachu"),
    ] {
      let result = await CLIHarness.run(
        ["find", words, "--json"], httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.stdout.contains("\"command\" : \"\(command)\""), "\(words)")
    }
  }

  @Test func badArgumentsGetOneLineAndExit64() async {
    for (arguments, message) in [
      (["find"], "give at least one word to look for"),
      (["find", "x", "--kind", "berry"], "no kind named \"berry\": choose pokemon, move"),
    ] {
      let result = await CLIHarness.run(
        arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("pokecli: \(message)"), "\(result.stderr)")
    }
  }

  @Test func nothingMatchingSaysSo() async {
    let result = await CLIHarness.run(
      ["find", "zzzzzz"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stdout == "no entry matches\n")
  }
}
