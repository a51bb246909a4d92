import Domain
import Foundation
import Testing

@testable import PokedexData
@testable import pokecli

/// Every kind of thing a query's word names (`PokedexDatabase.QueryWordKind`) is looked
/// up in `name_keys`, one indexed read: the database loader keys each one's names
/// (`NameKeys.kinds`), in every language, or a word would name nothing.
@Suite("Every kind a query's word names is keyed")
struct QueryWordKindsKeyedTests {
  @Test func eachKindHasItsNamesKeyed() async throws {
    let database = try BuiltInData.embeddedDatabase()
    for kind in PokedexDatabase.QueryWordKind.every {
      // Every key its names fold to, worked out here: what a look-up compared one by one.
      let names = try await database.read { db in
        try await db.rows("SELECT entry_id, name FROM names WHERE kind = ?", [kind.namesKind])
      }
      var folded: Set<String> = []
      for row in names {
        guard let id = row.int("entry_id"), let name = row.text("name") else { continue }
        let key = SearchKey.of(name)
        if !key.isEmpty { folded.insert(key + " " + String(id)) }
      }
      let keyed = try await database.read { db in
        try await db.rows("SELECT key, entry_id FROM name_keys WHERE kind = ?", [kind.namesKind])
      }.compactMap { row in row.text("key").flatMap { key in row.int("entry_id").map { key + " \($0)" } } }
      #expect(!names.isEmpty, "\(kind.namesKind)")
      // `pokemon` keys also every Pokémon's name as shown, which `names` does not hold.
      let missing = folded.subtracting(keyed)
      #expect(missing.isEmpty, "\(kind.namesKind): \(missing.prefix(5))")
    }
  }

  @Test func aWordNamesASmallKindInAnyLanguage() async throws {
    let database = try BuiltInData.embeddedDatabase()
    // Egg groups, classes and stats, in French, Japanese and German.
    #expect(try await database.entryIDs(naming: "Monstrueux", .eggGroup).isEmpty == false)
    #expect(try await database.entryIDs(naming: "特殊", .damageClass).isEmpty == false)
    #expect(try await database.statSlug(named: "Initiative") == "speed")
  }
}
