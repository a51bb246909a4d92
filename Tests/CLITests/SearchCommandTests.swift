import Foundation
import PokedexTesting
import Testing

@testable import pokecli

@Suite("pokecli search and list filters, end to end")
struct SearchCommandTests {
  let sandbox = Sandbox()

  func run(_ arguments: [String]) async throws -> (result: CLIResult, requests: Int) {
    try await CLIHarness.runAgainstFixtureServer(arguments, sandbox: sandbox)
  }

  @Test func aNameSearchCostsTheListAndTheShownRowsAndAWarmOneNothing() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["search", "char"])
      #expect(cold.result.status == 0)
      // The list, the eighteen types, then 4 rows: 3 species (the mega shares one), and
      // for the mega the species list and its form document, for its English name.
      #expect(cold.requests == 1 + 18 + 3 + 2)
      #expect(cold.result.stdout == """
        No.     Name              Types
        #0004   Charmander        Fire
        #0005   Charmeleon        Fire
        #0006   Charizard         Fire      Flying
        #10034  Mega Charizard X  Fire      Dragon

        Showing 1–4 of 4 · page 1 of 1

        """)
      let warm = await session.run(["search", "char"])
      #expect(warm.requests == 0)
      #expect(warm.result.stdout == cold.result.stdout)
    }
  }

  @Test func everyWordMustMatchANameOrAType() async throws {
    defer { sandbox.remove() }
    let (result, requests) = try await run(["search", "fire", "flying"])
    // The list, the eighteen types (which the filter and the row share) and one species.
    #expect(requests == 1 + 18 + 1)
    #expect(result.stdout == """
      No.    Name       Types
      #0006  Charizard  Fire      Flying

      Showing 1 of 1 · page 1 of 1

      """)
  }

  /// Over another API a query's types, abilities, generations and moves learned in a game
  /// are answered from the documents `list --type`, `--ability`, `--generation` and `move
  /// --pokemon --game` read, combined with `,` `|` and `!` as the built-in data combines
  /// them; a term those documents cannot tell is one line naming it.
  @Test func overAnotherAPITypesAbilitiesGenerationsAndLearnersAreAnswered() async throws {
    defer { sandbox.remove() }
    func names(_ query: String) async throws -> [String] {
      let (result, _) = try await run(["search", query, "--json"])
      #expect(result.status == 0, "\(query): \(result.stderr)")
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      let rows = try #require((object as? [String: Any])?["results"] as? [[String: Any]])
      return rows.compactMap { $0["displayName"] as? String }
    }
    let fire = try await names("type fire, !flying")
    #expect(fire == ["Charmander", "Charmeleon", "Mega Charizard X"])
    let firstBugsAndFires = try await names("fire | bug, gen 1, !poison")
    // Forms count with their species' generation, as the built-in data counts them.
    #expect(
      firstBugsAndFires == [
        "Charmander", "Charmeleon", "Charizard", "Caterpie", "Metapod", "Butterfree",
        "Mega Charizard X",
      ])
    let keenEyed = try await names("ability keen-eye | caterpie, !pidgey")
    #expect(keenEyed == ["Caterpie", "Pidgeotto", "Pidgeot", "Spearow", "Fearow", "Farfetch’d"])
    // In a game, a move's learners are read as `move --pokemon --game` reads them.
    let byMachine = try await names("learns thunderbolt in red-blue | fire, !flying")
    #expect(byMachine == ["Charmander", "Charmeleon", "Mr. Mime", "Mega Charizard X"])
    let byLevel = try await names("learns thunderbolt in red-blue by level-up | fire, !flying")
    #expect(byLevel == ["Charmander", "Charmeleon", "Mega Charizard X"])
    for (query, term) in [("fire, spe > 100", "spe > 100"), ("learns surf | fire", "learns surf")] {
      let (result, _) = try await run(["search", query])
      #expect(result.status == 1)
      #expect(result.stdout == "")
      #expect(
        result.stderr == "pokecli: \"\(term)\" needs the built-in data, which answers every "
          + "search term; this source's documents do not say it\n")
    }
  }

  @Test(arguments: [
    (["mr mime"], ["Mr. Mime"]), (["Mr.", "Mime"], ["Mr. Mime"]), (["mrmime"], ["Mr. Mime"]),
    (["farfetch'd"], ["Farfetch’d"]), (["PIDGEO"], ["Pidgeotto", "Pidgeot"]),
    (["bug", "poison"], ["Weedle", "Kakuna", "Beedrill"]),
  ])
  func spellingAndCaseNeverMatter(words: [String], names: [String]) async throws {
    defer { sandbox.remove() }
    let (result, _) = try await run(["search"] + words + ["--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let rows = try #require((object as? [String: Any])?["results"] as? [[String: Any]])
    #expect(rows.compactMap { $0["displayName"] as? String } == names)
  }

  /// Matching nothing is an answer (docs/behaviour.md): exit 0, said where the rows go.
  @Test func nothingFoundSaysSoWhereTheRowsGoWithTheNearestNames() async throws {
    defer { sandbox.remove() }
    let (result, _) = try await run(["search", "bulbasuar"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == "no Pokémon matches \"bulbasuar\" — did you mean \"bulbasaur\"?\n")
  }

  @Test func aLoneGenderSignMatchesTheNamesThatEndInIt() async throws {
    defer { sandbox.remove() }
    let (result, _) = try await run(["search", "♀"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("Butterfree"))
  }

  @Test func aGenerationNoPokedexHasIsAUsageError() async throws {
    defer { sandbox.remove() }
    let (result, _) = try await run(["list", "--generation", "10"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "pokecli: there is no generation 10 in this Pokédex (help: pokecli list --help)\n")
  }

  @Test func resultsArePagedLikeTheList() async throws {
    defer { sandbox.remove() }
    let (result, _) = try await run(["search", "normal", "--limit", "3", "--page", "2"])
    #expect(result.stdout == """
      No.    Name      Types
      #0019  Rattata   Normal
      #0020  Raticate  Normal
      #0021  Spearow   Normal    Flying

      Showing 4–6 of 8 · page 2 of 3
      Next page: pokecli search normal --page 3 --limit 3

      """)
  }

  @Test func listFiltersByTypeAndSortsByName() async throws {
    defer { sandbox.remove() }
    let typed = try await run(["list", "--type", "normal", "--type", "Flying", "--limit", "4"])
    #expect(typed.result.stdout == """
      No.    Name       Types
      #0016  Pidgey     Normal    Flying
      #0017  Pidgeotto  Normal    Flying
      #0018  Pidgeot    Normal    Flying
      #0021  Spearow    Normal    Flying

      Showing 1–4 of 6 · page 1 of 2
      Next page: pokecli list --type normal --type flying --page 2 --limit 4

      """)
    let sorted = try await run(["list", "--sort", "name", "--reverse", "--limit", "3"])
    #expect(sorted.result.stdout == """
      No.    Name       Types
      #0013  Weedle     Bug       Poison
      #0008  Wartortle  Water
      #0003  Venusaur   Grass     Poison

      Showing 1–3 of 25 · page 1 of 9
      Next page: pokecli list --sort name --reverse --page 2 --limit 3

      """)
    // By the name shown: the mega sorts under M, not after Charizard.
    let megaLast = try await run(["search", "char", "--sort", "name"])
    #expect(megaLast.result.stdout == """
      No.     Name              Types
      #0006   Charizard         Fire      Flying
      #0004   Charmander        Fire
      #0005   Charmeleon        Fire
      #10034  Mega Charizard X  Fire      Dragon

      Showing 1–4 of 4 · page 1 of 1

      """)
  }

  @Test func listFiltersByGenerationAndCombinesWithFavorites() async throws {
    defer { sandbox.remove() }
    let generation = try await run(["list", "--generation", "1", "--type", "psychic"])
    #expect(generation.result.stdout.contains("#0122  Mr. Mime"))
    #expect(!generation.result.stdout.contains("Mega Charizard X"))
    _ = try await run(["favorites", "add", "6", "10034", "7"])
    let fiery = try await run(["favorites", "--type", "fire", "--sort", "name"])
    #expect(fiery.result.stdout == """
      No.       Name              Types
      #0006   ★ Charizard         Fire      Flying
      #10034  ★ Mega Charizard X  Fire      Dragon

      Showing 1–2 of 2 · page 1 of 1 · ★ 3 favorites

      """)
  }

  @Test(arguments: [
    (["search"], "missing expected argument \"<query> ...\""),
    (["search", "..."], "\"...\" has nothing to search for: use letters or digits"),
    (["list", "--generation", "0"], "--generation must be 1 or more, not 0"),
    (["list", "--sort", "size"],
      "the value \"size\" is invalid for \"--sort <order>\"; please provide one of \"number\""),
  ])
  func badSearchArgumentsAreUsageErrors(arguments: [String], message: String) async {
    defer { sandbox.remove() }
    let result = await CLIHarness.run(arguments, sandbox: sandbox)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("pokecli: \(message)"))
  }
}
