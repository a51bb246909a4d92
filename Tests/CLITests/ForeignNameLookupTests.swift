import Domain
import Foundation
@testable import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Look-ups by a name in any language PokeAPI speaks, from the built-in data, with no
/// request, and every such name of every looked-up kind finding an entry that bears it.
@Suite("Names in every language")
struct ForeignNameLookupTests {
  @Test(arguments: [
    (["show", "Glurak"], "#0006  Charizard"), (["show", "dracaufeu"], "#0006  Charizard"),
    (["show", "リザードン"], "#0006  Charizard"), (["show", "喷火龙"], "#0006  Charizard"),
    (["show", "ﾘｻﾞｰﾄﾞﾝ"], "#0006  Charizard"), (["show", "りざーどん"], "#0006  Charizard"),
    (["show", "피카츄"], "#0025  Pikachu"), (["show", "Raichu d'Alola"], "#10100  Alolan Raichu"),
    (["move", "Tonnerre"], "#085  Thunderbolt"), (["move", "10まんボルト"], "#085  Thunderbolt"),
    (["ability", "Intimidation"], "#022  Intimidate"), (["item", "Überreste"], "#0211  Leftovers"),
  ])
  func aNameInAnyLanguageFindsItsEntry(arguments: [String], header: String) async {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(arguments, httpClient: network, builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(header), "\(result.stdout.prefix(80))")
    #expect(network.urls == [])
  }

  /// A typo in another script is answered with the closest names in that script.
  @Test(arguments: [
    (["show", "リザドソ"], "did you mean \"リザード\" or \"リザードン\"?"),
    (["show", "피카추"], "did you mean \"피카츄\"?"),
    (["move", "10まんボルド"], "did you mean \"１０まんボルト\"?"),
  ])
  func aTypoInAnotherScriptGetsSuggestionsInThatScript(arguments: [String], suggestion: String) async {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(arguments, httpClient: network, builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix(suggestion + "\n"), "\(result.stderr)")
    #expect(network.urls.allSatisfy { $0.hasSuffix("/pokemon/?offset=0&limit=1") })
  }
}

/// With the corpus (the built-in data's source): every name of every looked-up kind in
/// every language finds an entry bearing it. About a minute of a debug build's lookups.
@Suite(
  "Names in every language, every one",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS names no corpus"))
struct ForeignNameCorpusTests {
  /// Every name of a Pokémon species or form, move, ability and item, in every language
  /// the data holds, looked up as a user's argument is: it finds an entry of its kind
  /// that bears that name. Each distinct query is looked up once, through the
  /// repositories' own name rule (the entries' reading, the same for every name, is left
  /// out: 30,000 cards would take minutes).
  @Test func everyNameInEveryLanguageFindsAnEntryBearingIt() async throws {
    try await CorpusLane.run { try await lookUpEveryName() }
  }

  private func lookUpEveryName() async throws {
    let database = try BuiltInData.embeddedDatabase()
    let names = try await database.allNames(
      kinds: ["pokemon-species", "pokemon-form", "move", "ability", "item"])
    #expect(names.count > 20_000)
    let pokemon = DatabasePokemonRepository(database: database)
    func ids(_ kind: EntryKind, _ table: String, _ keyKind: String)
      -> DatabaseEntryRepository<Int>
    {
      DatabaseEntryRepository<Int>(
        kind: kind, slugs: { try await database.slugs(in: table) },
        slugged: { try await database.id(in: table, slug: $0, compact: $1) }, read: { $0 },
        readName: { _ in nil },
        namedBy: { try await database.entryIDs(namedBy: $0, kind: keyKind).first })
    }
    let entries = [
      "move": ids(.move, "moves", "move"),
      "ability": ids(.ability, "abilities", "ability"),
      "item": ids(.item, "items", "item"),
    ]
    var misses: [String] = []
    var seen = Set<String>()
    for name in names {
      guard let query = try? EntryQuery.parse(name.name),
        seen.insert("\(name.kind) \(query)").inserted
      else { continue }
      var found: [String] = []
      if let repository = entries[name.kind] {
        if let id = try? await repository.entry(query) {
          found = try await database.names(kind: name.kind, id: id)
        }
      } else if let id = try await pokemon.id(for: query) {
        found = try await database.names(ofPokemon: id)
      }
      let key = SearchKey.of(name.name)
      if !found.contains(where: { SearchKey.of($0) == key }) {
        misses.append("\(name.kind) \(name.name)")
      }
    }
    #expect(misses == [], "\(misses.count) misses: \(misses.prefix(20))")
  }
}

/// The names the test reads straight from the database.
extension PokedexDatabase {
  /// Every name of `kinds`, in every language.
  fileprivate func allNames(kinds: [String]) async throws -> [(kind: String, name: String)] {
    try await read { db in
      try await db.rows("SELECT kind, name FROM names ORDER BY kind, entry_id, language_id")
        .compactMap { row in
          guard let kind = row.rawText("kind"), kinds.contains(kind), let name = row.rawText("name")
          else { return nil }
          return (kind, name)
        }
    }
  }

  /// Every name Pokémon `id` bears: its species' and its forms' in every language, its
  /// slug and its display name.
  fileprivate func names(ofPokemon id: Int) async throws -> [String] {
    try await read { db in
      try await db.strings("""
          SELECT name FROM names WHERE kind = 'pokemon-species'
            AND entry_id = (SELECT species_id FROM pokemon WHERE id = ?)
          UNION SELECT name FROM names WHERE kind = 'pokemon-form'
            AND entry_id IN (SELECT id FROM pokemon_forms WHERE pokemon_id = ?)
          UNION SELECT identifier FROM pokemon WHERE id = ?
          UNION SELECT display_name FROM pokemon WHERE id = ?
          """, [id, id, id, id])
    }
  }

  /// Every name of `kind`'s entry `id`, in every language.
  fileprivate func names(kind: String, id: Int) async throws -> [String] {
    try await read { db in
      try await db.strings("SELECT name FROM names WHERE kind = ? AND entry_id = ?", [kind, id])
    }
  }
}
