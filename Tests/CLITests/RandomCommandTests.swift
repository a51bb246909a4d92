import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli random` end to end, from the built-in database with no request.
@Suite("pokecli random, end to end", .timeLimit(.minutes(20)))
struct RandomCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["random"] + arguments)
  }

  static func pick(_ arguments: [String]) async throws -> [String: Any] {
    try await CLIHarness.builtInDocument(["random"] + arguments)
  }

  @Test func aSeedPicksTheSameCardEveryTime() async throws {
    let first = try await Self.pick(["--seed", "42"])
    let again = try await Self.pick(["--seed", "42"])
    let name = (first["results"] as? [[String: Any]])?.first?["name"] as? String
    #expect(name != nil)
    #expect(name == (again["results"] as? [[String: Any]])?.first?["name"] as? String)
    #expect(first["count"] as? Int == 1351)
    #expect(first["seed"] as? Int == 42)
    let text = await Self.run(["--seed", "42"])
    #expect(text.stdout.contains(try #require(
      (first["results"] as? [[String: Any]])?.first?["displayName"] as? String)))
  }

  /// Over the built-in data, every one of the Pokémon that match comes up with some
  /// seed: the Water types of generation I without their forms, over 400 seeds.
  @Test func everyMatchComesUpOverManySeeds() async throws {
    let search = SearchPokedex(
      pokemon: DatabasePokemonRepository(database: try BuiltInData.embeddedDatabase()))
    var criteria = SearchCriteria()
    criteria.generation = 1
    criteria.types = [.water]
    let matching = Set(try await search.matches(criteria).filter { !$0.isAlternateForm }.map(\.id))
    #expect(matching.count > 25)
    let pick = PickRandomPokemon(search: search)
    var seen: Set<Int> = []
    for seed: UInt64 in 0..<400 {
      let picked = try await pick(criteria, allowed: nil, includingForms: false, seed: seed, shinyOdds: nil)
      if let id = picked.pokemon?.id { seen.insert(id) }
    }
    #expect(seen == matching)
  }

  @Test func filtersNarrowThePick() async throws {
    let dragons = try await Self.pick(["--type", "dragon", "--generation", "4", "--seed", "1"])
    let card = try #require((dragons["results"] as? [[String: Any]])?.first)
    #expect((card["types"] as? [String])?.contains("dragon") == true)
    #expect(card["generation"] as? Int == 4)
    let kanto = try await Self.pick(["--pokedex", "kanto", "--no-forms", "--seed", "5"])
    #expect(kanto["count"] as? Int == 151)
    let noForms = try await Self.pick(["--no-forms", "--seed", "5"])
    #expect(noForms["count"] as? Int == 1025)
  }

  @Test func shinyIsSaidAndCarried() async throws {
    let result = await Self.run(["--shiny", "--seed", "9"])
    #expect(result.stdout.hasPrefix("✦ Shiny!\n"))
    let json = try await Self.pick(["--shiny", "--seed", "9"])
    #expect(json["isShiny"] as? Bool == true)
  }

  @Test(arguments: [
    (["--shiny-rate", "2/5"], "pokecli: --shiny-rate takes odds such as 1/4096"),
    (["--shiny", "--shiny-rate", "1/2"], "pokecli: give --shiny or --shiny-rate, not both"),
    (["--seed", "-1"], "pokecli: "),
  ])
  func badOptionsGetOneLineAndExit64(arguments: [String], line: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
  }

  @Test func aSpriteNeedsColour() async {
    let result = await Self.run(["--sprite"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("pokecli: sprites are drawn in colour"))
  }

  /// `--sprite --json` is what `sprite --json` prints for the Pokémon the seed picks.
  @Test func aSpriteAsJSONIsTheSpriteCommands() async throws {
    let card = try await Self.pick(["--seed", "42"])
    let name = try #require((card["results"] as? [[String: Any]])?.first?["displayName"] as? String)
    let result = await Self.run(["--seed", "42", "--sprite", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let sprites = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(sprites.count == 1)
    #expect(sprites.first?["displayName"] as? String == name)
    #expect((sprites.first?["png"] as? String)?.hasPrefix("data:image/png;base64,") == true)
  }
}
