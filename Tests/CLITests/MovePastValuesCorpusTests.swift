import CustomDump
import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every move PokeAPI says changed, in every group of games, against the corpus's own
/// `past_values`: the numbers `move X --game G` shows, built in and over the network, are
/// those the raw documents give for that group, read here without pokecli's code.
@Suite(
  "Moves as they were in every game, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct MovePastValuesCorpusTests {
  /// A move's numbers in one group: what the test compares.
  struct Numbers: Equatable, CustomStringConvertible {
    var power: Int?
    var accuracy: Int?
    var pp: Int?
    var type: String?

    init(_ move: Move) {
      power = move.power
      accuracy = move.accuracy
      pp = move.pp
      type = move.type?.slug
    }

    init(power: Int?, accuracy: Int?, pp: Int?, type: String?) {
      self.power = power
      self.accuracy = accuracy
      self.pp = pp
      self.type = type
    }

    var description: String {
      "power \(power.map(String.init) ?? "-") accuracy \(accuracy.map(String.init) ?? "-") "
        + "pp \(pp.map(String.init) ?? "-") type \(type ?? "-")"
    }
  }

  @Test func everyChangedMoveInEveryGameIsItsDocuments() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2")
      let orders = try Self.groupOrders(folder)
      #expect(orders.count == 32)
      let generations = try Self.groupGenerations(folder)
      let database = try BuiltInData.embeddedDatabase()
      let builtIn = DatabaseMoveRepository(database: database)
      let reader = PokeAPIReader(
        client: try CorpusFolderClient(folder: URL(fileURLWithPath: path)),
        endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase), retries: .none)
      let remote = RemoteMoveRepository(reader: reader)
      // Each source's groups, asked once each: a move asks again for every group.
      let builtInGames = try await KnownGames(
        DatabaseGameCatalog(database: database), slugs: orders.keys)
      let remoteGames = try await KnownGames(
        RemoteTables(reader: reader, cache: nil), slugs: orders.keys)
      let changed = try Self.changedMoves(folder)
      #expect(changed.count == 168)
      var compared = 0
      var differences = 0
      for (id, raw) in changed {
        let fromDatabase = try await builtIn.entry(.number(id))
        let fromNetwork = try await remote.entry(.number(id))
        let introduced = ((raw["generation"] as? [String: Any])?["url"] as? String)
          .flatMap(PokemonPastValuesCorpusTests.trailingNumber) ?? 1
        for (slug, order) in orders.sorted(by: { $0.value < $1.value }) {
          // A move a game did not have yet keeps today's numbers, and says so.
          let expected =
            (generations[slug] ?? 1) < introduced
            ? Self.numbers(raw, before: Int.max, orders: orders)
            : Self.numbers(raw, before: order, orders: orders)
          for (source, move, games) in [
            ("built in", fromDatabase, builtInGames as any GameCatalog),
            ("network", fromNetwork, remoteGames as any GameCatalog),
          ] {
            let shown = try await GameEntryRepository(
              StaticEntries(move), game: slug, catalog: games
            ).entry(.number(id))
            compared += 1
            if Numbers(shown) != expected || shown.asIn?.slug != slug {
              differences += 1
              Issue.record(
                "move \(id) in \(slug), \(source): \(Numbers(shown)), not \(expected)")
            }
          }
        }
      }
      #expect(compared == 168 * 32 * 2)
      #expect(differences == 0)
    }
  }

  /// A learnset's rows carry their game's numbers, built in and over the network alike:
  /// Bulbasaur in every group it learns moves in, Japan's first games (whose ids are not
  /// their place in release order) among them. One Pokémon: over the network each group
  /// costs some 70 documents.
  @Test func aLearnsetsRowsAreTheirGamesNumbersBuiltInAndOverTheNetwork() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let database = try BuiltInData.embeddedDatabase()
      let builtIn = DatabaseLearnsetRepository(database: database)
      let remote = RemoteLearnsets(
        reader: PokeAPIReader(
          client: try CorpusFolderClient(folder: URL(fileURLWithPath: path)),
          endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
          retries: .none))
      let moves = DatabaseMoveRepository(database: database)
      let games = DatabaseGameCatalog(database: database)
      var changedRows = 0
      for pokemon in [1] {
        let groups = try await builtIn.learnset(.number(pokemon), game: nil).games
        #expect(groups.contains { $0.slug == "red-green-japan" })
        for group in groups {
          let fromDatabase = try await builtIn.learnset(.number(pokemon), game: group.slug)
          let fromNetwork = try await remote.learnset(.number(pokemon), game: group.slug)
          let game = try #require(try await games.group(named: group.slug))
          for learned in fromDatabase.moves {
            let move = try await moves.entry(.number(learned.move.id))
            let expected = move.asItWas(in: game).summary
            #expect(learned.move == expected, "pokemon \(pokemon) in \(group.slug)")
            if expected != move.summary { changedRows += 1 }
          }
          expectNoDifference(
            fromDatabase.moves.map(\.move), fromNetwork.moves.map(\.move),
            "pokemon \(pokemon) in \(group.slug)")
        }
      }
      #expect(changedRows > 30)
    }
  }

  /// Every version group's slug and release order, from its own document.
  static func groupOrders(_ folder: URL) throws -> [String: Int] {
    var orders: [String: Int] = [:]
    for object in try objects(in: folder.appendingPathComponent("version-group")) {
      orders[try #require(object["name"] as? String)] = try #require(object["order"] as? Int)
    }
    return orders
  }

  /// Every version group's slug and generation, from its own document.
  static func groupGenerations(_ folder: URL) throws -> [String: Int] {
    var generations: [String: Int] = [:]
    for object in try objects(in: folder.appendingPathComponent("version-group")) {
      let link = try #require(object["generation"] as? [String: Any])
      let url = try #require(link["url"] as? String)
      let name = try #require(object["name"] as? String)
      guard let generation = PokemonPastValuesCorpusTests.trailingNumber(url) else {
        Issue.record("version group \(name) links no generation")
        continue
      }
      generations[name] = generation
    }
    return generations
  }

  /// The moves with `past_values`, by id, as raw documents.
  static func changedMoves(_ folder: URL) throws -> [(Int, [String: Any])] {
    try objects(in: folder.appendingPathComponent("move")).compactMap { object in
      guard let values = object["past_values"] as? [Any], !values.isEmpty,
        let id = object["id"] as? Int
      else { return nil }
      return (id, object)
    }.sorted { $0.0 < $1.0 }
  }

  /// What `raw` says the move was in the group of release order `order`: each number from
  /// the oldest change made in a later group that gives one, else the document's own.
  static func numbers(_ raw: [String: Any], before order: Int, orders: [String: Int]) -> Numbers
  {
    let later = (raw["past_values"] as? [[String: Any]] ?? []).compactMap {
      change -> (Int, [String: Any])? in
      guard let group = (change["version_group"] as? [String: Any])?["name"] as? String,
        let changedIn = orders[group], changedIn > order
      else { return nil }
      return (changedIn, change)
    }.sorted { $0.0 < $1.0 }.map(\.1)
    func number(_ key: String) -> Int? {
      later.lazy.compactMap { $0[key] as? Int }.first ?? raw[key] as? Int
    }
    func type(_ object: [String: Any]) -> String? {
      (object["type"] as? [String: Any])?["name"] as? String
    }
    return Numbers(
      power: number("power"), accuracy: number("accuracy"), pp: number("pp"),
      type: later.lazy.compactMap(type).first ?? type(raw))
  }

  /// Every document in `folder` (`…/api/v2/move`) as a plain JSON object.
  ///
  /// `keeping` sees each document as it is read and gives what is kept of it, if anything:
  /// the corpus's Pokémon documents, read whole, take gigabytes.
  static func objects(
    in folder: URL, keeping: ([String: Any]) -> [String: Any]? = { $0 }
  ) throws -> [[String: Any]] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap { name in
      guard Int(name) != nil else { return nil }
      let data = try Data(contentsOf: folder.appendingPathComponent("\(name)/index.json"))
      return (try JSONSerialization.jsonObject(with: data) as? [String: Any]).flatMap(keeping)
    }
  }
}

/// The groups a catalog gave for `slugs`, asked once.
private struct KnownGames: GameCatalog {
  let groups: [String: GameGroup]

  init(_ catalog: any GameCatalog, slugs: some Sequence<String>) async throws {
    var groups: [String: GameGroup] = [:]
    for slug in slugs { groups[slug] = try await catalog.group(named: slug) }
    self.groups = groups
  }

  func group(named game: String) async throws -> GameGroup? { groups[game] }
  func groups() async throws -> [GameGroup] { groups.values.sorted() }
  func group(standingFor generation: Int) async throws -> GameGroup? { nil }
}

/// One entry, whatever is asked: the repository under `GameEntryRepository` in a test.
private struct StaticEntries<Entry: Codable & Hashable & Sendable>: EntryRepository {
  let held: Entry
  init(_ held: Entry) { self.held = held }
  var kind: EntryKind { .move }
  func entry(_ query: EntryQuery) async throws -> Entry { held }
}
