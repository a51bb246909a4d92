import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// The move search against the corpus: at least 50 queries of every kind of term, each
/// answered by pokecli from its built-in data (the query read and applied as `moves`
/// does, the list ordered as `moves` orders it) and computed here from the corpus
/// documents by rules written in this file. The two must be the same moves in the same
/// order.
@Suite(
  "The move search, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"),
  .timeLimit(.minutes(20)))
struct MoveQueryCorpusTests {
  @Test func everyKindOfTermAnswersAsTheDocumentsDo() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let corpus = try MoveQueryCorpus.load(URL(fileURLWithPath: path))
      #expect(corpus.moves.count == 937 && corpus.learners.count == 60)
      let sandbox = Sandbox()
      defer { sandbox.remove() }
      let root = try BrowseAsInAGameTests.root(sandbox, network: UnreachableNetwork())
      let list = ListEntries<Move>(catalog: try root.catalog(of: Move.self))
      var counts: [String: Int] = [:]
      var mismatches: [String] = []
      for (kind, query, want) in ExpectedMoves(corpus).cases() {
        // Counted only when the answer tells something: not none, not every move.
        if !want.isEmpty, want.count < corpus.moves.count { counts[kind, default: 0] += 1 }
        let parsed = try MoveQueryParser.parse(query)
        let criteria = try await CompositionRoot.applying(
          parsed, to: MoveCriteria(), evaluate: Move.queryTerms(in: try root.builtInDatabase()))
        let got = try await list.page(criteria, PageRequest(offset: 0, limit: 1_000)).items.map(\.move.id)
        guard got != want else { continue }
        let extra = Set(got).subtracting(want).sorted().prefix(5)
        let missing = Set(want).subtracting(got).sorted().prefix(5)
        mismatches.append(
          "\(query): \(got.count) listed, \(want.count) in the documents; "
            + (extra.isEmpty && missing.isEmpty
              ? "same moves, another order" : "extra \(Array(extra)), missing \(Array(missing))"))
      }
      // Beside a game, the list is the game's moves, each told as it was there.
      var toldApart = 0
      var besideAGame = 0
      for (query, game, want, apart) in ExpectedMoves(corpus).gameCases() {
        if !want.isEmpty { besideAGame += 1 }
        if apart { toldApart += 1 }
        let criteria = try await CompositionRoot.applying(
          try MoveQueryParser.parse(query), to: MoveCriteria(game: game),
          evaluate: Move.queryTerms(in: try root.builtInDatabase(), asIn: game))
        let got = try await list.page(criteria, PageRequest(offset: 0, limit: 1_000)).items.map(\.move.id)
        if got != want { mismatches.append("\(query) --game \(game): \(got), the documents \(want)") }
      }
      #expect(besideAGame >= 50 && toldApart >= 10, "\(besideAGame) beside a game, \(toldApart) told apart")
      #expect(Set(counts.keys) == Set(ExpectedMoves.kinds), "\(counts.keys.sorted())")
      for (kind, count) in counts { #expect(count >= 50, "\(kind): \(count) queries") }
      #expect(mismatches.isEmpty, "\(mismatches.count) of \(counts.values.reduce(0, +)):\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }
  }
}

/// The move queries, by kind of term, and what the documents say each should list:
/// written from the documents' fields, not from pokecli's code.
struct ExpectedMoves {
  typealias Move = MoveQueryCorpus.Move
  typealias Case = (kind: String, query: String, expected: [Int])
  let corpus: MoveQueryCorpus

  init(_ corpus: MoveQueryCorpus) {
    self.corpus = corpus
  }

  static let kinds = [
    "bare words", "type", "class", "target", "ailment", "comparison", "range", "generation",
    "learned by", "machine", "stat change", "trait", "sort",
  ]

  func cases() -> [Case] {
    bareWords() + types() + classes() + targets() + ailments() + comparisons() + ranges()
      + generations() + learnedBy() + machines() + statChanges() + traits() + sorts()
  }

  /// The moves for which `holds` is true, in number order.
  func listed(_ holds: (Move) -> Bool) -> [Int] {
    corpus.moves.filter(holds).sorted { $0.id < $1.id }.map(\.id)
  }

  var allTypes: [String] { Set(corpus.moves.map(\.type)).sorted() }
  static let classes = ["physical", "special", "status"]

  /// At most `count` of `values`, spread evenly.
  func spread<T>(_ values: [T], count: Int) -> [T] {
    guard values.count > count else { return values }
    return (0..<count).map { values[$0 * values.count / count] }
  }

  // MARK: The kinds of term

  /// A word is part of a move's slug, the start of one of its names in any language
  /// (letters and digits alone, accents and case let go), its type or its class.
  func bareWords() -> [Case] {
    func folded(_ name: String) -> String {
      name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .filter { $0.isLetter || $0.isNumber }
    }
    func holds(_ word: String, _ move: Move) -> Bool {
      move.slug.contains(word) || move.type == word || move.damageClass == word
        || move.names.contains { folded($0).hasPrefix(word) }
    }
    let parts = Set(corpus.moves.flatMap { $0.slug.split(separator: "-").map(String.init) })
      .filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }.sorted()
    let words = spread(parts, count: 50) + allTypes + Self.classes
    var cases = words.map { word in ("bare words", word, listed { holds(word, $0) }) }
    for (index, type) in allTypes.enumerated() {
      let word = words[index * 3 % words.count]
      cases.append(("bare words", "\(type) \(word)", listed { holds(type, $0) && holds(word, $0) }))
    }
    return cases
  }

  func types() -> [Case] {
    allTypes.enumerated().flatMap { index, type -> [Case] in
      let other = allTypes[(index + 3) % allTypes.count]
      return [
        ("type", "type \(type)", listed { $0.type == type }),
        ("type", "!type \(type)", listed { $0.type != type }),
        ("type", "type \(type) | type \(other)", listed { $0.type == type || $0.type == other }),
      ]
    }
  }

  func classes() -> [Case] {
    Self.classes.flatMap { damageClass -> [Case] in
      [("class", "class \(damageClass)", listed { $0.damageClass == damageClass }),
       ("class", "!class \(damageClass)", listed { $0.damageClass != damageClass })]
        + allTypes.map { type in
          ("class", "class \(damageClass), type \(type)",
           listed { $0.damageClass == damageClass && $0.type == type })
        }
    }
  }

  func targets() -> [Case] {
    Set(corpus.moves.map(\.target)).sorted().flatMap { target -> [Case] in
      [("target", "target \(target)", listed { $0.target == target }),
       ("target", "!target \(target)", listed { $0.target != target })]
        + Self.classes.map { damageClass in
          ("target", "target \(target), class \(damageClass)",
           listed { $0.target == target && $0.damageClass == damageClass })
        }
    }
  }

  func ailment(_ move: Move) -> String? {
    ((move.meta?["ailment"] as? [String: Any])?["name"]) as? String
  }

  func ailments() -> [Case] {
    Set(corpus.moves.compactMap(ailment)).sorted().flatMap { name -> [Case] in
      [("ailment", "ailment \(name)", listed { ailment($0) == name }),
       ("ailment", "!ailment \(name)", listed { ailment($0) != name }),
       ("ailment", "ailment \(name), ailment chance >= 20",
        listed { ailment($0) == name && (value(.ailmentChance, $0).map { $0 >= 20 } ?? false) })]
    }
  }

  /// A move's number as the documents give it; `nil` where it has none.
  func value(_ quantity: MoveQuantity, _ move: Move) -> Int? {
    func meta(_ key: String) -> Int? { move.meta?[key] as? Int }
    switch quantity {
    case .power: return move.power
    case .accuracy: return move.accuracy
    case .pp: return move.pp
    case .priority: return move.priority
    case .ailmentChance: return meta("ailment_chance")
    case .flinchChance: return meta("flinch_chance")
    case .statChance: return meta("stat_chance")
    case .drain: return meta("drain")
    case .healing: return meta("healing")
    case .critRate: return meta("crit_rate")
    // A move that hits once has no `max_hits`.
    case .hits: return move.meta == nil ? nil : meta("max_hits") ?? 1
    }
  }

  static let thresholds: [MoveQuantity: [Int]] = [
    .power: [40, 90, 120], .accuracy: [70, 100], .pp: [5, 20], .priority: [-1, 0, 1],
    .ailmentChance: [10, 30], .flinchChance: [10, 30], .statChance: [10, 50],
    .drain: [-25, 0, 50], .healing: [0, 50], .critRate: [0, 1], .hits: [1, 3],
  ]

  func comparisons() -> [Case] {
    let signs: [(String, (Int, Int) -> Bool)] = [
      ("<", { $0 < $1 }), ("<=", { $0 <= $1 }), (">", { $0 > $1 }), (">=", { $0 >= $1 }),
      ("=", { $0 == $1 }), ("!=", { $0 != $1 }),
    ]
    var cases: [Case] = []
    for quantity in MoveQuantity.allCases {
      for (index, threshold) in (Self.thresholds[quantity] ?? []).enumerated() {
        for (offset, (sign, holds)) in signs.enumerated() where (offset + index) % 2 == 0 {
          cases.append(("comparison", "\(quantity.rawValue) \(sign) \(threshold)",
            listed { value(quantity, $0).map { holds($0, threshold) } ?? false }))
        }
      }
    }
    return cases
  }

  func ranges() -> [Case] {
    let bounds: [MoveQuantity: [(Int, Int)]] = [
      .power: [(0, 40), (60, 80), (80, 100), (100, 150), (150, 250)],
      .accuracy: [(50, 80), (80, 95), (90, 100)], .pp: [(1, 5), (10, 15), (20, 40)],
      .priority: [(1, 5), (-7, -1), (0, 1)], .ailmentChance: [(1, 20), (30, 100)],
      .flinchChance: [(1, 20), (30, 100)], .statChance: [(1, 20), (30, 100)],
      .drain: [(1, 100), (0, 50)], .healing: [(1, 50), (25, 100)], .critRate: [(1, 6), (0, 0)],
      .hits: [(2, 5), (1, 2)],
    ]
    var cases: [Case] = []
    for quantity in MoveQuantity.allCases {
      for (low, high) in bounds[quantity] ?? [] {
        let written = low < 0 ? nil : "\(quantity.rawValue) \(low)-\(high)"
        let held = listed { value(quantity, $0).map { (low...high).contains($0) } ?? false }
        if let written { cases.append(("range", written, held)) }
        cases.append(("range", "\(quantity.rawValue) >= \(low), \(quantity.rawValue) <= \(high)", held))
        cases.append(("range", "!\(quantity.rawValue) >= \(low) | \(quantity.rawValue) > \(high)",
          listed { value(quantity, $0).map { (low...high).contains($0) } != true }))
      }
    }
    return cases
  }

  func generations() -> [Case] {
    var cases: [Case] = []
    for low in 1...9 {
      cases.append(("generation", "gen \(low)", listed { $0.generation == low }))
      cases.append(("generation", "!gen \(low)", listed { $0.generation != low }))
      for high in (low + 1)..<10 {
        cases.append(("generation", "gen \(low)-\(high)", listed { (low...high).contains($0.generation) }))
      }
    }
    return cases
  }

  /// `learned by POKEMON`, `… in GAME`, `… by METHOD` (the players' word for it).
  func learnedBy() -> [Case] {
    let ids = Dictionary(corpus.moves.map { ($0.slug, $0.id) }, uniquingKeysWith: { first, _ in first })
    let methods = [("level", "level-up"), ("tm", "machine"), ("egg", "egg"), ("tutor", "tutor")]
    return corpus.learners.enumerated().compactMap { index, learner -> Case? in
      guard !learner.ways.isEmpty else { return nil }
      let query: String
      let kept: [(move: String, game: String, method: String)]
      switch index % 3 {
      case 0:
        query = "learned by \(learner.slug)"
        kept = learner.ways
      case 1:
        let games = Set(learner.ways.map(\.game)).sorted()
        let game = games[index % games.count]
        query = "learned by \(learner.slug) in \(game)"
        kept = learner.ways.filter { $0.game == game }
      default:
        let (word, method) = methods[index % methods.count]
        query = "learned by \(learner.slug) by \(word)"
        kept = learner.ways.filter { $0.method == method }
      }
      return ("learned by", query, Set(kept.compactMap { ids[$0.move] }).sorted())
    }
  }

  func machines() -> [Case] {
    let games = Set(corpus.moves.flatMap { $0.machines.map(\.game) }).sorted()
    var cases: [Case] = []
    for kind in ["tm", "hm", "tr"] {
      cases.append(("machine", kind, listed { $0.machines.contains { $0.kind == kind } }))
    }
    cases.append(("machine", "machine", listed { !$0.machines.isEmpty }))
    for game in games {
      for kind in ["tm", "hm", "tr"] {
        cases.append(("machine", "\(kind) in \(game)",
          listed { $0.machines.contains { $0.kind == kind && $0.game == game } }))
      }
      cases.append(("machine", "machine in \(game)", listed { $0.machines.contains { $0.game == game } }))
    }
    return cases
  }

  func statChanges() -> [Case] {
    let stats = ["attack", "defense", "special-attack", "special-defense", "speed", "accuracy", "evasion", "hp"]
    var cases: [Case] = []
    for (word, raises) in [("raises", true), ("lowers", false)] {
      func holds(_ move: Move, _ stat: String?) -> Bool {
        move.statChanges.contains { change in
          (change.change > 0) == raises && (stat.map { change.stat == $0 } ?? true)
        }
      }
      for stat in [nil] + stats.map(Optional.some) {
        let term = word + (stat.map { " " + $0 } ?? "")
        cases.append(("stat change", term, listed { holds($0, stat) }))
        cases.append(("stat change", "\(term), !class status", listed { holds($0, stat) && $0.damageClass != "status" }))
        cases.append(("stat change", "\(term), gen 1-4", listed { holds($0, stat) && $0.generation <= 4 }))
        cases.append(("stat change", "\(term) | type ice", listed { holds($0, stat) || $0.type == "ice" }))
      }
    }
    return cases
  }

  func traits() -> [Case] {
    let traits: [(String, (Move) -> Bool)] = [
      ("drains", { value(.drain, $0).map { $0 > 0 } ?? false }),
      ("recoil", { value(.drain, $0).map { $0 < 0 } ?? false }),
      ("heals", { value(.healing, $0).map { $0 > 0 } ?? false }),
      ("flinches", { value(.flinchChance, $0).map { $0 > 0 } ?? false }),
      ("high crit", { value(.critRate, $0).map { $0 > 0 } ?? false }),
      ("multi hit", { value(.hits, $0).map { $0 > 1 } ?? false }),
      ("priority", { $0.priority > 0 }),
    ]
    var cases: [Case] = []
    for (index, (word, holds)) in traits.enumerated() {
      cases.append(("trait", word, listed(holds)))
      cases.append(("trait", "!\(word)", listed { !holds($0) }))
      for type in spread(allTypes, count: 6) {
        cases.append(("trait", "\(word), type \(type)", listed { holds($0) && $0.type == type }))
      }
      let (other, otherHolds) = traits[(index + 1) % traits.count]
      cases.append(("trait", "\(word) | \(other)", listed { holds($0) || otherHolds($0) }))
    }
    return cases
  }

  /// `sort KEY` and `sort -KEY`: a number highest first (lowest when reversed), those
  /// without one last either way, ties in number order; names A first, the whole list
  /// turned round when reversed.
  func sorts() -> [Case] {
    let keys: [(String, MoveQuantity?)] = [
      ("power", .power), ("accuracy", .accuracy), ("pp", .pp), ("priority", .priority),
      ("name", nil), ("number", nil),
    ]
    var cases: [Case] = []
    for (key, quantity) in keys {
      for reversed in [false, true] {
        for filter in ["", ", type fire", ", type water", ", class special", ", gen 3", ", learned by pikachu"] {
          let base = filter.isEmpty ? corpus.moves : corpus.moves.filter { move in
            switch filter {
            case ", type fire": return move.type == "fire"
            case ", type water": return move.type == "water"
            case ", class special": return move.damageClass == "special"
            case ", gen 3": return move.generation == 3
            default:
              return pikachuMoves.contains(move.slug)
            }
          }
          guard !(filter == ", learned by pikachu" && pikachuMoves.isEmpty) else { continue }
          let query = "sort \(reversed ? "-" : "")\(key)" + filter
          cases.append(("sort", query, ordered(base, key: key, quantity: quantity, reversed: reversed)))
        }
      }
    }
    return cases
  }

  var pikachuMoves: Set<String> { corpus.pikachuMoves }

  /// The moves of `moves` in the order `sort KEY` (`quantity`'s, or the name's or the
  /// number's when `nil`) gives.
  func ordered(_ moves: [Move], key: String, quantity: MoveQuantity?, reversed: Bool) -> [Int] {
    let byNumber = moves.sorted { $0.id < $1.id }
    guard let quantity else {
      let sorted = key == "name"
        ? byNumber.sorted { ($0.englishName.lowercased(), $0.id) < ($1.englishName.lowercased(), $1.id) }
        : byNumber
      return (reversed ? sorted.reversed() : sorted).map(\.id)
    }
    let valued = byNumber.filter { value(quantity, $0) != nil }
    let missing = byNumber.filter { value(quantity, $0) == nil }
    let sorted = valued.enumerated().sorted { left, right in
      let (a, b) = (value(quantity, left.element) ?? 0, value(quantity, right.element) ?? 0)
      if a != b { return reversed ? a < b : a > b }
      return left.offset < right.offset
    }.map(\.element)
    return (sorted + missing).map(\.id)
  }
}
