import Foundation
import PokedexTesting
import SnapshotTesting
import Testing

@testable import pokecli

/// `pokecli type` and `pokecli types` end to end, from the built-in database.
@Suite("pokecli type and types, end to end", .timeLimit(.minutes(20)))
struct TypeCommandTests {
  @Test func theWholeChartFitsEightyColumnsPlainAndColoured() async {
    for (name, colour) in [("plain", "never"), ("coloured", "always")] {
      let result = await CLIHarness.run(
        ["types", "--width", "80", "--color", colour], httpClient: UnreachableNetwork(),
        builtIn: .embedded)
      #expect(result.status == 0)
      #expect(result.stderr == "")
      assertSnapshot(of: result.stdout, as: .lines, named: name)
      for line in result.stdout.split(separator: "\n") {
        #expect(ANSI.strip(String(line)).count <= 80)
      }
    }
  }

  @Test func anEarlierGenerationsChartHasItsOwnTypesAndFactors() async {
    let first = await CLIHarness.run(
      ["type", "ghost", "--generation", "1", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(first.status == 0)
    // Generation 1's bug: Ghost moves did nothing to Psychic.
    #expect(first.stdout.contains("Attacking: Ghost moves against each type\n  ×2  Ghost\n  ×0  Normal, Psychic\n"))
    let fifth = await CLIHarness.run(
      ["type", "steel", "--generation", "5", "--json"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    // Steel resisted Ghost and Dark until generation 6.
    #expect(fifth.stdout.contains("\"ghost\" : 0.5"))
    #expect(fifth.stdout.contains("\"dark\" : 0.5"))
    #expect(!fifth.stdout.contains("\"fairy\""))
    let fairy = await CLIHarness.run(
      ["type", "fairy", "--generation", "5"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(fairy.status == 1)
    #expect(fairy.stderr == "pokecli: generation 5 has no Fairy type: it came in generation 6\n")
  }

  @Test func aPairIsDefendedAsAPokemonOfBothTypes() async {
    let result = await CLIHarness.run(
      ["type", "Water", "GROUND", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stdout == """
      Water     Ground
      10 Pokémon
      Chart of today's games

      Defending: each type's moves against a Water/Ground Pokémon
        ×4  Grass
        ×½  Fire, Poison, Rock, Steel
        ×0  Electric

      """)
  }

  /// Stellar is a type PokeAPI gives no matchups: its card says so rather than claiming
  /// ×1 against everything, from generation IX on, and it is found in any language.
  @Test func stellarHasACardWithNoMatchups() async {
    let result = await CLIHarness.run(
      ["type", "stellar", "--width", "80"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == """
      Stellar
      Generation IX · 0 Pokémon · 0 moves
      Chart of today's games

      Attacking: Stellar moves against each type
        none: PokeAPI gives this type no matchups

      Defending: each type's moves against Stellar
        none: PokeAPI gives this type no matchups

      """)
    let french = await CLIHarness.run(
      ["type", "Stellaire", "--language", "fr"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(french.stdout.hasPrefix("Stellaire\n"), "\(french.stderr)")
    let eighth = await CLIHarness.run(
      ["type", "stellar", "--generation", "8"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(eighth.status == 1)
    #expect(eighth.stderr == "pokecli: generation 8 has no Stellar type: it came in generation 9\n")
  }

  @Test func badTypesGetOneLineAndExit64() async {
    for (arguments, message) in [
      (["type"], "give one type, or the two types of a Pokémon (fire flying)"),
      (["type", "fire", "water", "grass"], "give one type, or the two types of a Pokémon"),
      (["type", "fire", "Fire"], "give two different types, or one"),
      (["types", "--generation", "0"], "--generation must be from 1 to 9, not 0"),
      (["type", "stellar", "fire"], "stellar has no matchups to combine"),
    ] {
      let result = await CLIHarness.run(
        arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.hasPrefix("pokecli: \(message)"), "\(result.stderr)")
    }
  }
}
