import Foundation

/// The moves of a PokeAPI corpus as the move search's corpus test reads them: each move's
/// fields from its `move` document, its machines' kinds from the `machine` documents, and
/// the moves a few Pokémon learn from their `pokemon` documents. Plain JSON, not pokecli's
/// decoders.
struct MoveQueryCorpus {
  struct Move {
    let id: Int
    let slug: String
    let englishName: String
    /// Every name it has, in every language.
    let names: [String]
    let type: String
    let damageClass: String
    let target: String
    let generation: Int
    let power: Int?
    let accuracy: Int?
    let pp: Int?
    let priority: Int
    /// `nil` when the document has no `meta`.
    let meta: [String: Any]?
    /// `(change, stat)` of each stat change.
    let statChanges: [(change: Int, stat: String)]
    /// `(kind, version group)` of each machine: `tm`, `hm` or `tr`.
    let machines: [(kind: String, game: String)]
    /// Its `past_values`: what it was before each listed version group changed it.
    let past: [Past]
  }

  /// One entry of a move's `past_values`; `nil` for a value that group did not change.
  struct Past {
    let game: String
    let power: Int?
    let accuracy: Int?
    let pp: Int?
    let type: String?
  }

  /// A Pokémon's moves: `move|version group|method` for each way it learns one.
  struct Learner {
    let slug: String
    let ways: [(move: String, game: String, method: String)]
  }

  let moves: [Move]
  let learners: [Learner]
  /// The slugs of the moves Pikachu learns in any game, any way.
  let pikachuMoves: Set<String>
  /// Each version group's `order` (release order) and generation, by slug.
  let gameOrder: [String: Int]
  let gameGeneration: [String: Int]

  static func load(_ folder: URL) throws -> MoveQueryCorpus {
    let corpus = RawCorpus(folder: folder)
    var machineKinds: [Int: String] = [:]
    for id in corpus.ids("machine") {
      guard let item = (corpus.document("machine", id)?["item"] as? [String: Any])?["name"] as? String
      else { continue }
      machineKinds[id] = String(item.prefix(2))
    }
    let moves = corpus.ids("move").compactMap { id in
      corpus.document("move", id).flatMap { move($0, machineKinds: machineKinds) }
    }
    let pokemonIDs = corpus.ids("pokemon")
    let picked = (0..<60).map { pokemonIDs[$0 * pokemonIDs.count / 60] }
    let learners = picked.compactMap { id in corpus.document("pokemon", id).flatMap(learner) }
    let pikachu = corpus.document("pokemon", 25).flatMap(learner)
    var gameOrder: [String: Int] = [:]
    var gameGeneration: [String: Int] = [:]
    for id in corpus.ids("version-group") {
      guard let group = corpus.document("version-group", id), let slug = group["name"] as? String
      else { continue }
      gameOrder[slug] = group["order"] as? Int
      gameGeneration[slug] = name(group["generation"]).map(generation)
    }
    return MoveQueryCorpus(
      moves: moves, learners: learners, pikachuMoves: Set(pikachu?.ways.map(\.move) ?? []),
      gameOrder: gameOrder, gameGeneration: gameGeneration)
  }

  /// The number of a generation's slug: 4 for `generation-iv`.
  private static func generation(_ slug: String) -> Int {
    let roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
    return (roman.firstIndex(of: String(slug.dropFirst("generation-".count))) ?? 98) + 1
  }

  private static func move(_ document: [String: Any], machineKinds: [Int: String]) -> Move? {
    guard let id = document["id"] as? Int, let slug = document["name"] as? String,
      let type = name(document["type"]), let damageClass = name(document["damage_class"]),
      let target = name(document["target"]), let generation = name(document["generation"])
    else { return nil }
    let names = (document["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    let changes = (document["stat_changes"] as? [[String: Any]] ?? []).compactMap { change in
      (change["change"] as? Int).flatMap { amount in name(change["stat"]).map { (amount, $0) } }
    }
    let machines = (document["machines"] as? [[String: Any]] ?? []).compactMap { entry -> (String, String)? in
      guard let url = (entry["machine"] as? [String: Any])?["url"] as? String,
        let machineID = url.split(separator: "/").last.flatMap({ Int($0) }),
        let kind = machineKinds[machineID], let game = name(entry["version_group"])
      else { return nil }
      return (kind, game)
    }
    return Move(
      id: id, slug: slug, englishName: RawCorpus.english(document) ?? slug, names: names,
      type: type, damageClass: damageClass, target: target,
      generation: Self.generation(generation),
      power: document["power"] as? Int, accuracy: document["accuracy"] as? Int,
      pp: document["pp"] as? Int, priority: document["priority"] as? Int ?? 0,
      meta: document["meta"] as? [String: Any], statChanges: changes, machines: machines,
      past: (document["past_values"] as? [[String: Any]] ?? []).compactMap { entry in
        name(entry["version_group"]).map { game in
          Past(
            game: game, power: entry["power"] as? Int, accuracy: entry["accuracy"] as? Int,
            pp: entry["pp"] as? Int, type: name(entry["type"]))
        }
      })
  }

  private static func learner(_ document: [String: Any]) -> Learner? {
    guard let slug = document["name"] as? String else { return nil }
    var ways: [(String, String, String)] = []
    for entry in document["moves"] as? [[String: Any]] ?? [] {
      guard let move = name(entry["move"]) else { continue }
      for detail in entry["version_group_details"] as? [[String: Any]] ?? [] {
        guard let game = name(detail["version_group"]), let method = name(detail["move_learn_method"])
        else { continue }
        ways.append((move, game, method))
      }
    }
    return Learner(slug: slug, ways: ways)
  }

  private static func name(_ reference: Any?) -> String? {
    (reference as? [String: Any])?["name"] as? String
  }
}
