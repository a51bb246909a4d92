import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli speed` end to end, from the built-in database with no request.
@Suite("pokecli speed, end to end", .timeLimit(.minutes(20)))
struct SpeedCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["speed"] + arguments)
  }

  static func document(_ arguments: [String]) async throws -> [String: Any] {
    try await CLIHarness.builtInDocument(["speed"] + arguments)
  }

  @Test func garchompAmongTodaysFullyEvolved() async throws {
    let document = try await Self.document(["garchomp"])
    #expect(document["fastest"] as? Int == 333)
    let count = try #require(document["rivalCount"] as? Int)
    // Every fully evolved species and its forms, less megas and Gigantamax.
    #expect((600...800).contains(count), "\(count)")
    let scenarios = try #require(document["scenarios"] as? [[String: Any]])
    #expect(scenarios.compactMap { $0["speed"] as? Int } == [333, 499, 666, 222])
  }

  /// The rivals are named in the language asked for; those exactly as fast are counted
  /// in the table and named, three of them, below it.
  @Test func rivalsAreNamedInTheLanguageShown() async {
    let french = await Self.run(["garchomp", "--language", "fr"])
    #expect(french.stdout.contains("Zéroïd 335"), "\(french.stdout)")
    let red = await Self.run(["pikachu", "--game", "red"])
    #expect(red.stdout.contains("At its fastest    278     49 of 81     5"), "\(red.stdout)")
    #expect(
      red.stdout.contains("as fast as Golbat 278, Venomoth 278, Kangaskhan 278 and 2 more"),
      "\(red.stdout)")
  }

  @Test func inRedTheRivalsAreRedsAndThereIsNoTailwind() async throws {
    let document = try await Self.document(["dragonite", "--game", "red"])
    #expect(document["fastest"] as? Int == 258)
    let count = try #require(document["rivalCount"] as? Int)
    // Red's fully evolved Pokémon then, Golbat and Chansey among them, but not Dragonite.
    #expect((70...90).contains(count), "\(count)")
    let scenarios = try #require(document["scenarios"] as? [[String: Any]])
    #expect(scenarios.compactMap { $0["change"] as? String } == ["none", "plus-one", "minus-one"])
    let text = await Self.run(["dragonite", "--game", "red"])
    #expect(text.stdout.contains("At +1             387     80 of 80"), "\(text.stdout)")
  }

  /// Who counts as fully evolved: a form that does not evolve though its species' other
  /// form does (Linoone, Farfetch'd, Basculin), not the form that does (Galarian Linoone);
  /// no totem, mega or second Zygarde; in Red, Golbat and Chansey (their evolutions came
  /// later), and no Alolan form.
  @Test func fullyEvolvedIsCountedFormByForm() async throws {
    let repository = DatabaseRosterRepository(database: try BuiltInData.embeddedDatabase())
    let today = Set(try await repository.roster(generation: nil, matchups: false).filter(\.isFullyEvolved).map(\.pokemon.name))
    for name in ["linoone", "farfetchd", "basculin-red-striped", "garchomp", "minior-red-meteor"] {
      #expect(today.contains(name), "\(name)")
    }
    for name in [
      "linoone-galar", "zigzagoon", "gumshoos-totem", "garchomp-mega",
      "zygarde-50-power-construct", "eternatus-eternamax", "minior-red",
    ] {
      #expect(!today.contains(name), "\(name)")
    }
    let red = Set(try await repository.roster(generation: 1, matchups: false).filter(\.isFullyEvolved).map(\.pokemon.name))
    for name in ["golbat", "chansey", "dragonite", "tauros"] {
      #expect(red.contains(name), "\(name)")
    }
    for name in ["raichu-alola", "crobat", "dragonair"] {
      #expect(!red.contains(name), "\(name)")
    }
  }

  /// Past values are read for a generation given, where they make the members those of
  /// then (Clefable was Normal in Red), and spared for today's roster, which needs none.
  @Test func pastValuesAreReadOnlyForAGenerationGiven() async throws {
    let repository = DatabaseRosterRepository(database: try BuiltInData.embeddedDatabase())
    let today = try await repository.roster(generation: nil, matchups: true)
    #expect(today.allSatisfy { $0.past == nil })
    let red = try await repository.roster(generation: 1, matchups: true)
    let clefable = try #require(red.first { $0.pokemon.name == "clefable" })
    #expect(clefable.past != nil)
    #expect(clefable.asIn(generation: 1).types == [.normal])
    #expect(today.first { $0.pokemon.name == "clefable" }?.types == [.fairy])
  }

  @Test(arguments: [
    (["garchomp", "--level", "0"], 64, "pokecli: --level runs from 1 to 100"),
    (["garchompp"], 1, "pokecli: no Pokémon named \"garchompp\""),
    (["garchomp", "--game", "red"], 1, "pokecli: Garchomp did not exist yet in \"red\""),
  ])
  func badArgumentsGetOneLine(arguments: [String], status: Int32, line: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
  }
}
