import Domain
import Foundation
import Testing

@testable import PokedexData
@testable import PokedexDatabaseLoader

/// A database file whose numbers were forged: every read of every kind returns or fails
/// in one error, and no number it yields is one whose sum or product could overflow.
@Suite("A forged database's numbers never trap")
struct TamperedNumbersTests {
  @Test(arguments: [-1, 10_000_001, Int(Int64.max), Int(Int64.min)])
  func anIntegerOutsideTheBoundReadsAsMissing(stored: Int) {
    let row = DatabaseRow(columns: DatabaseColumns(["n"]), values: [.integer(Int64(stored))])
    #expect(row.int("n") == (DatabaseRow.integers.contains(stored) ? stored : nil))
  }

  @Test func theLargestRealValueIsInsideTheBound() {
    let row = DatabaseRow(columns: DatabaseColumns(["n"]), values: [.integer(40_000)])
    #expect(row.int("n") == 40_000)
  }

  /// Every integer of every table becomes 2⁶³−1 minus itself: near the top of `Int64`,
  /// still distinct, so keys stay unique and joins still find their rows.
  @Test(arguments: ["every integer", "every integer but ids"])
  func everyReadOfAForgedFileReturnsOrFailsInOneError(forging: String) async throws {
    let (_, folder) = try await MoveRepositoryTests.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pokedex.sqlite").path
    try Self.forge(path, keepingIDs: forging == "every integer but ids")
    let database = try await PokedexDatabase.opened(path: path)

    var answers: [String] = []
    func read<Answer: Encodable>(_ what: String, _ answer: () async throws -> Answer) async {
      do {
        let json = try JSONEncoder().encode(try await answer())
        answers.append("\(what): \(String(decoding: json, as: UTF8.self))")
      } catch is PokedexError {
        answers.append("\(what): refused")
      } catch {
        Issue.record("\(what) failed with \(error), not a PokedexError")
      }
    }
    let pokemon = DatabasePokemonRepository(database: database)
    await read("index") { try await pokemon.index() }
    await read("summaries") { try await pokemon.summaries(try await pokemon.index()) }
    await read("card") { try await pokemon.pokemon(.name("pikachu")) }
    await read("card by number") { try await pokemon.pokemon(.number(25)) }
    await read("of a type") { try await pokemon.pokemonIDs(ofType: .electric) }
    await read("generation") { try await pokemon.pokemonIDs(inGeneration: 1) }
    await read("move") {
      try await DatabaseMoveRepository(database: database).entry(.name("thunderbolt"))
    }
    await read("moves") {
      try await DatabaseMoveCatalog(database: database).rows(for: MoveCriteria())
    }
    await read("learnset") {
      try await DatabaseLearnsetRepository(database: database)
        .learnset(.name("pikachu"), game: nil)
    }
    await read("learners") {
      try await DatabaseMoveLearnersRepository(database: database)
        .learners(of: .name("thunderbolt"), game: nil, method: nil)
    }
    await read("item") {
      try await DatabaseItemRepository(database: database).entry(.name("potion"))
    }
    await read("natures") { try await DatabaseNatureRepository(database: database).natures() }
    await read("chart") {
      try await DatabaseTypeChartRepository(database: database).chart(generation: 1)
    }
    let pokedexes = DatabaseRegionalPokedexCatalog(database: database)
    await read("pokedexes") { try await pokedexes.pokedexNames() }
    await read("kanto") { try await pokedexes.entries(of: "kanto") }
    await read("berries") { try await DatabaseItemCatalog(database: database).berries() }

    #expect(answers.count == 16)
    for answer in answers {
      for number in Self.numbers(in: answer) {
        #expect(DatabaseRow.integers.contains(number), "\(answer.prefix(300))")
      }
    }
  }

  // MARK: - Helpers

  /// Rewrites every integer of every table (but `id` and `…_id` columns with
  /// `keepingIDs`) that is not negative as 2⁶³−1 minus itself.
  static func forge(_ path: String, keepingIDs: Bool) throws {
    let connection = try Connection(path: path)
    for table in try connection.tableNames() {
      for column in try connection.columns(of: table).map(\.name) {
        if keepingIDs, column == "id" || column.hasSuffix("_id") { continue }
        try connection.execute(
          "UPDATE \"\(table)\" SET \"\(column)\" = 9223372036854775807 - \"\(column)\" "
            + "WHERE typeof(\"\(column)\") = 'integer' AND \"\(column)\" >= 0")
      }
    }
  }

  /// The whole numbers a JSON text holds outside its strings.
  static func numbers(in text: String) -> [Int] {
    var numbers: [Int] = []
    var current = ""
    var inString = false
    var escaped = false
    for character in text + " " {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character.isNumber || (character == "-" && current.isEmpty) {
        current.append(character)
        continue
      }
      // A number past `Int` is past the bound too.
      if !current.isEmpty, current != "-" { numbers.append(Int(current) ?? Int.max) }
      current = ""
      if character == "\"" { inString = true }
    }
    return numbers
  }
}
