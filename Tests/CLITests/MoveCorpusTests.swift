import CustomDump
import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every move of the built-in database against its `move` document in the corpus, when
/// `POKEAPI_CORPUS` names it: the card the database gives is the card the network path
/// makes from the document and its machines, and its numbers are the raw document's.
@Suite(
  "Moves against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct MoveCorpusTests {
  @Test func everyMovesCardIsItsDocuments() async throws {
    try await CorpusLane.run {
      let cards = CorpusEveryCard<Move>(
        folder: "move", count: 937, builtIn: { DatabaseMoveRepository(database: $0) },
        remote: { RemoteMoveRepository(reader: $0) })
      // The network path does not ask for the games' order and names.
      try await cards.compare(comparable: { move, _ in Self.comparable(move) }) { move, raw, label in
        #expect(move.name == raw["name"] as? String, "\(label)")
        #expect(move.power == raw["power"] as? Int, "\(label)")
        #expect(move.accuracy == raw["accuracy"] as? Int, "\(label)")
        #expect(move.pp == raw["pp"] as? Int, "\(label)")
        #expect(move.priority == raw["priority"] as? Int, "\(label)")
        #expect(move.learnerCount == (raw["learned_by_pokemon"] as? [Any])?.count, "\(label)")
        #expect(move.machines.count == (raw["machines"] as? [Any])?.count, "\(label)")
        return 0
      }
    }
  }

  /// `pokecli moves` over the network gives the rows the built-in data gives: every move's
  /// row, every order, and the cheap pages that read names first.
  @Test func everyMovesRowOverTheNetworkIsTheDatabases() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      // One cache for every page and language: each document is decoded once.
      let kept = InMemoryDocumentStorage()
      let builtIn = ListMoves(
        catalog: DatabaseMoveCatalog(database: try BuiltInData.embeddedDatabase()))
      let remote = ListMoves(
        catalog: RemoteMoveCatalog(
          source: try .corpus(at: path, storage: kept)))
      let criteria: [MoveCriteria] = [
        MoveCriteria(), MoveCriteria(reversed: true), MoveCriteria(terms: ["punch"]),
        MoveCriteria(type: .electric, sort: .power), MoveCriteria(terms: ["status", "psychic"]),
        MoveCriteria(pokemon: .name("pikachu")), MoveCriteria(generation: 9, sort: .pp),
        MoveCriteria(sort: .name), MoveCriteria(terms: ["thunder"], sort: .name, reversed: true),
      ]
      for criterion in criteria {
        for request in [PageRequest(offset: 0, limit: 20), PageRequest(offset: 900, limit: 50)] {
          let fromDatabase = try await builtIn.page(criterion, request)
          let fromNetwork = try await remote.page(criterion, request)
          expectNoDifference(fromDatabase, fromNetwork, "\(criterion) \(request)")
        }
      }
      // In another language, the rows are named as the built-in data names them.
      for language in TranslatedWords.languages {
        let shown = ListMoves(
          catalog: DatabaseMoveCatalog(
            database: try BuiltInData.embeddedDatabase(language: language)))
        let said = ListMoves(
          catalog: RemoteMoveCatalog(
            source: try .corpus(at: path, language: language, storage: kept)))
        let request = PageRequest(offset: 0, limit: 1000)
        let fromDatabase = try await shown.page(MoveCriteria(), request).items
        let fromNetwork = try await said.page(MoveCriteria(), request).items
        expectNoDifference(
          fromDatabase.map(\.move.displayName), fromNetwork.map(\.move.displayName), language)
      }
    }
  }

  /// `move` with each game known by its slug alone, and its id as its order, as the
  /// network path knows it.
  static func comparable(_ move: Move) -> Move {
    var move = move
    move.descriptions = move.descriptions.map { GameText(game: $0.game.bare, text: $0.text) }
      .sorted { $0.game < $1.game }
    move.machines = move.machines.map { MoveMachine(game: $0.game.bare, item: $0.item) }
      .sorted { $0.game < $1.game }
    move.pastValues = move.pastValues?.map { values in
      var values = values
      values.changedIn = values.changedIn.bare
      return values
    }.sorted { $0.changedIn < $1.changedIn }
    return move
  }

  static func raw(_ file: URL) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
  }
}

extension GameGroup {
  /// The group as the network path knows it: its slug, its id as its order.
  var bare: GameGroup {
    GameGroup(slug: slug, order: GameGroup.ids[slug] ?? 0)
  }

  /// PokeAPI's version-group ids by slug, as the corpus has them.
  static let ids: [String: Int] = {
    guard let path = ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] else { return [:] }
    let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2/version-group")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var ids: [String: Int] = [:]
    for name in names {
      guard let id = Int(name),
        let data = try? Data(contentsOf: folder.appendingPathComponent("\(name)/index.json")),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let slug = object["name"] as? String
      else { continue }
      ids[slug] = id
    }
    return ids
  }()
}

/// What a language changes in an entry, as both sources give it: its name, its effect
/// and whether that is the English fallback, and each game text with its game's slug and
/// whether it is the English fallback.
enum TranslatedWords {
  static func of(name: String, descriptions: [GameText]) -> [String] {
    // Sorted: the network orders the games by their ids, the built-in data by release.
    [name] + descriptions.map { "\($0.game.slug) \($0.isEnglishFallback == true) \($0.text)" }
      .sorted()
  }

  static func of(_ entry: some NamedTextsEntry) -> [String] {
    let effect = entry.effect
    let words = of(name: entry.displayName, descriptions: entry.descriptions) + [
      "effect \(effect.isEnglishFallback == true) \(effect.full ?? "-") \(effect.short ?? "-")"
    ]
    // An item's wording names its category and pocket too.
    guard let item = entry as? Item else { return words }
    return words + [
      "category \(item.category?.displayName ?? "-")", "pocket \(item.pocket?.displayName ?? "-")",
    ]
  }

  /// The languages compared beside English: Latin letters (French and German, the two
  /// PokeAPI writes effects in), kana, hanzi and hangul.
  static let languages = ["fr", "de", "ja-hrkt", "zh-hans", "ko"]

  /// How many of `databases`' languages give entry `id` otherwise than `translated`
  /// (read from its documents) shown in that language; each difference is recorded.
  static func compare<Entry: NamedTextsEntry>(
    _ translated: Entry, id: Int, _ label: String,
    with databases: [(String, any EntryRepository<Entry>)]
  ) async throws -> Int {
    var differences = 0
    for (language, database) in databases {
      let shown = try await database.entry(.number(id))
      let said = translated.shown(in: language)
      let expected = of(shown)
      let actual = of(said)
      if expected != actual {
        differences += 1
        expectNoDifference(expected, actual, "\(label) in \(language)")
      }
    }
    return differences
  }

  /// How many of French and German `translated` shows otherwise than its raw document
  /// says: its own effect where `effect_entries` has one in the language (never marked
  /// English), else the English one, marked so. Each difference is recorded.
  static func effectLanguagesAgree(
    _ translated: some NamedTextsEntry, raw: [String: Any], _ label: String
  ) -> Int {
    let written = Set(
      (raw["effect_entries"] as? [[String: Any]] ?? []).compactMap {
        ($0["language"] as? [String: Any])?["name"] as? String
      })
    var differences = 0
    for language in ["fr", "de"] {
      let effect = translated.shown(in: language).effect
      let marked = effect.isEnglishFallback == true
      let expected = !written.contains(language) && !effect.isEmpty
      if marked != expected {
        differences += 1
        Issue.record("\(label) in \(language): marked English \(marked), has its own \(!expected)")
      }
    }
    return differences
  }
}
