import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// The search language against the corpus: at least 50 queries of every kind of term,
/// each answered by pokecli from its built-in data (the query read and narrowed as
/// `search` does, the matches paged as `search` pages them) and computed here from the
/// corpus documents by rules written in this file. The two must be the same Pokémon in
/// the same order.
@Suite(
  "The search language, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"),
  .timeLimit(.minutes(20)))
struct SearchQueryCorpusTests {
  @Test func everyKindOfTermAnswersAsTheDocumentsDo() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let corpus = try SearchQueryCorpus.load(
        URL(fileURLWithPath: path).appendingPathComponent("api/v2"))
      #expect(corpus.pokemon.count > 1_300 && corpus.species.count >= 1_025)
      let sandbox = Sandbox()
      defer { sandbox.remove() }
      let root = try BrowseAsInAGameTests.root(sandbox, network: UnreachableNetwork())
      let search = SearchPokedex(
        pokemon: try root.pokedexRepository(),
        queryFacts: DatabaseQueryFacts(database: try #require(try root.builtInDatabase())))
      let expected = ExpectedAnswers(corpus)
      let byID = Dictionary(corpus.pokemon.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      // Counted only when the answer tells something: not none, not every Pokémon.
      var counts: [String: Int] = [:]
      var mismatches: [String] = []
      for (kind, query, want) in expected.cases() {
        if !want.isEmpty, want.count < corpus.pokemon.count { counts[kind, default: 0] += 1 }
        let (got, matchups) = try await Self.answer(query, root: root, search: search)
        // A matchup term's column: the multiplier the documents give each row.
        for (id, shown) in matchups {
          guard let pokemon = byID[id], let type = shown.first?.type.slug else { continue }
          if shown.first?.multiplier != expected.multiplier(type, pokemon) {
            mismatches.append("\(query): \(pokemon.name) shown \(shown)")
          }
        }
        guard got != want else { continue }
        let extra = Set(got).subtracting(want).sorted().prefix(5)
        let missing = Set(want).subtracting(got).sorted().prefix(5)
        mismatches.append(
          "\(query): \(got.count) listed, \(want.count) in the documents; "
            + (extra.isEmpty && missing.isEmpty
              ? "same Pokémon, another order" : "extra \(Array(extra)), missing \(Array(missing))"))
      }
      #expect(Set(counts.keys) == Set(ExpectedAnswers.kinds), "\(counts.keys.sorted())")
      for (kind, count) in counts { #expect(count >= 50, "\(kind): \(count) queries") }
      #expect(mismatches.isEmpty, "\(mismatches.count) of \(counts.values.reduce(0, +)):\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }
  }

  /// The ids `search QUERY` lists, every page of them, and the matchups its rows show.
  static func answer(
    _ text: String, root: CompositionRoot, search: SearchPokedex
  ) async throws -> (ids: [Int], matchups: [Int: [QueryMatchupValue]]) {
    let criteria = try await root.applying(PokemonQueryParser.parse(text), to: SearchCriteria())
    var ids: [Int] = []
    var matchups: [Int: [QueryMatchupValue]] = [:]
    while true {
      // A command's first page, then the rest at once: the boundary is crossed once,
      // and the whole list is not computed again for every hundred rows.
      let limit = ids.isEmpty ? PageRequest.maximumLimit : 2_000
      let page = try await search.page(criteria, PageRequest(offset: ids.count, limit: limit))
      ids += page.items.map(\.id)
      for row in page.items { matchups[row.id] = row.matchups }
      if page.items.isEmpty || ids.count >= page.totalCount { return (ids, matchups) }
    }
  }
}

/// The queries, by kind of term, and what the documents say each should list: written
/// from the games' rules and the documents' fields, not from pokecli's code.
struct ExpectedAnswers {
  let corpus: SearchQueryCorpus
  /// Species another species evolves from.
  let parents: Set<Int>

  init(_ corpus: SearchQueryCorpus) {
    self.corpus = corpus
    parents = Set(corpus.species.values.compactMap(\.evolvesFrom))
  }

  static let kinds = [
    "bare words", "type", "ability", "learns", "egg group", "colour", "shape", "habitat",
    "generation", "pokedex", "class", "stat", "stat against stat", "stat range",
    "height and weight", "matchup", "sort",
  ]

  typealias Case = (kind: String, query: String, expected: [Int])
  typealias Pokemon = SearchQueryCorpus.Pokemon

  func cases() -> [Case] {
    bareWords() + types() + abilities() + learns() + speciesFields() + generations()
      + pokedexes() + classes() + stats() + statsAgainstStats() + statRanges() + sizes()
      + matchups() + sorts()
  }

  /// The Pokémon for which `holds` is true, in national order.
  func listed(_ holds: (Pokemon) -> Bool) -> [Int] {
    corpus.pokemon.filter(holds).map(\.id)
  }

  func species(_ pokemon: Pokemon) -> SearchQueryCorpus.Species? {
    corpus.species[pokemon.species]
  }

  /// Every `step`th of `values`, at most `count` of them.
  func spread<T>(_ values: [T], count: Int) -> [T] {
    guard values.count > count else { return values }
    return (0..<count).map { values[$0 * values.count / count] }
  }

  // MARK: The kinds of term

  /// A type's name as a bare word matches its members and the slugs that hold it
  /// (Arceus's Fire form); two words must both hold.
  func bareWords() -> [Case] {
    let types = corpus.types
    func holds(_ word: String, _ pokemon: Pokemon) -> Bool {
      pokemon.types.contains(word) || pokemon.name.contains(word)
    }
    var cases = types.map { word in ("bare words", word, listed { holds(word, $0) }) }
    for (index, first) in types.enumerated() {
      for second in [types[(index + 1) % types.count], types[(index + 5) % types.count]] {
        cases.append(("bare words", "\(first) \(second)", listed { holds(first, $0) && holds(second, $0) }))
      }
    }
    return cases
  }

  func types() -> [Case] {
    corpus.types.enumerated().flatMap { index, type -> [Case] in
      let other = corpus.types[(index + 3) % corpus.types.count]
      return [
        ("type", "type \(type)", listed { $0.types.contains(type) }),
        ("type", "!type \(type)", listed { !$0.types.contains(type) }),
        ("type", "type \(type) | type \(other)", listed { $0.types.contains(type) || $0.types.contains(other) }),
      ]
    }
  }

  func abilities() -> [Case] {
    let held = Set(corpus.pokemon.flatMap(\.abilities)).sorted()
    return spread(held, count: 60).map { ability in
      ("ability", "ability \(ability)", listed { $0.abilities.contains(ability) })
    }
  }

  /// `learns MOVE`, `… in GAMES`, `… by METHOD` (the players' word for it).
  func learns() -> [Case] {
    // Each way split once: move → the Pokémon learning it → (games, method) pairs.
    var ways: [String: [Int: [(game: String, method: String)]]] = [:]
    for pokemon in corpus.pokemon {
      for way in pokemon.learned {
        let parts = way.split(separator: "|").map(String.init)
        guard parts.count == 3 else { continue }
        ways[parts[0], default: [:]][pokemon.id, default: []].append((parts[1], parts[2]))
      }
    }
    let methods = [("level", "level-up"), ("tm", "machine"), ("egg", "egg"), ("tutor", "tutor")]
    var cases: [Case] = []
    for (index, move) in spread(ways.keys.sorted(), count: 60).enumerated() {
      let learners = ways[move] ?? [:]
      func learns(_ pokemon: Pokemon, game: String? = nil, method: String? = nil) -> Bool {
        (learners[pokemon.id] ?? []).contains { way in
          (game.map { way.game == $0 } ?? true) && (method.map { way.method == $0 } ?? true)
        }
      }
      switch index % 3 {
      case 0:
        cases.append(("learns", "learns \(move)", listed { learns($0) }))
      case 1:
        let games = Set(learners.values.flatMap { $0.map(\.game) }).sorted()
        let game = games[index % games.count]
        cases.append(("learns", "learns \(move) in \(game)", listed { learns($0, game: game) }))
      default:
        let (word, method) = methods[index % methods.count]
        cases.append(("learns", "learns \(move) by \(word)", listed { learns($0, method: method) }))
      }
    }
    return cases
  }

  /// Egg groups, colours, shapes and habitats: each value alone, negated, either of two,
  /// both of two (egg groups only: a species has one colour, shape and habitat), and with
  /// a type, until there are 50 of a kind.
  func speciesFields() -> [Case] {
    let fields: [(kind: String, keyword: String, values: (SearchQueryCorpus.Species) -> [String])] = [
      ("egg group", "egg group", { $0.eggGroups }),
      ("colour", "colour", { $0.color.map { [$0] } ?? [] }),
      ("shape", "shape", { $0.shape.map { [$0] } ?? [] }),
      ("habitat", "habitat", { $0.habitat.map { [$0] } ?? [] }),
    ]
    return fields.flatMap { field -> [Case] in
      let values = Set(corpus.species.values.flatMap(field.values)).sorted()
      func has(_ pokemon: Pokemon, _ value: String) -> Bool {
        species(pokemon).map { field.values($0).contains(value) } ?? false
      }
      var cases: [Case] = []
      for (index, value) in values.enumerated() {
        let next = values[(index + 1) % values.count]
        let term = "\(field.keyword) \(value)"
        let nextTerm = "\(field.keyword) \(next)"
        cases += [
          (field.kind, term, listed { has($0, value) }),
          (field.kind, "!\(term)", listed { !has($0, value) }),
          (field.kind, "\(term) | \(nextTerm)", listed { has($0, value) || has($0, next) }),
        ]
        if field.kind == "egg group" {
          cases.append((field.kind, "\(term), \(nextTerm)", listed { has($0, value) && has($0, next) }))
        }
      }
      var step = 0
      while cases.filter({ !$0.expected.isEmpty }).count < 60, step < values.count * corpus.types.count {
        let value = values[step % values.count]
        let type = corpus.types[step % corpus.types.count]
        step += 1
        cases.append((
          field.kind, "\(field.keyword) \(value), type \(type)",
          listed { has($0, value) && $0.types.contains(type) }))
      }
      return cases
    }
  }

  func generations() -> [Case] {
    func generation(_ pokemon: Pokemon) -> Int { species(pokemon)?.generation ?? 0 }
    var cases: [Case] = []
    for number in 1...9 {
      cases.append(("generation", "gen \(number)", listed { generation($0) == number }))
      cases.append(("generation", "!gen \(number)", listed { generation($0) != number }))
      for high in (number + 1)...max(number + 1, 9) where high <= 9 {
        cases.append(("generation", "gen \(number)-\(high)", listed { (number...high).contains(generation($0)) }))
      }
    }
    return cases
  }

  func pokedexes() -> [Case] {
    let names = Set(corpus.species.values.flatMap(\.pokedexes)).sorted()
    func listedIn(_ pokedex: String, _ pokemon: Pokemon) -> Bool {
      species(pokemon)?.pokedexes.contains(pokedex) ?? false
    }
    var cases: [Case] = names.map { name in ("pokedex", "in \(name)", listed { listedIn(name, $0) }) }
    for (index, name) in names.enumerated() where cases.count < 60 {
      let number = index % 9 + 1
      cases.append((
        "pokedex", "in \(name), !gen \(number)",
        listed { listedIn(name, $0) && species($0)?.generation != number }))
    }
    return cases
  }

  /// The classes, each alone, negated, and within each generation.
  func classes() -> [Case] {
    let classes: [(String, (Pokemon) -> Bool)] = [
      ("legendary", { species($0)?.isLegendary == true }),
      ("mythical", { species($0)?.isMythical == true }),
      ("baby", { species($0)?.isBaby == true }),
      ("mega", { corpus.megas.contains($0.id) }),
      ("form", { !$0.isDefault }),
      ("fully evolved", { !parents.contains($0.species) }),
      ("has evolution", { parents.contains($0.species) }),
    ]
    return classes.flatMap { word, holds -> [Case] in
      [("class", word, listed(holds)), ("class", "!\(word)", listed { !holds($0) })]
        + (1...9).map { (number: Int) -> Case in
          ("class", "\(word), gen \(number)", listed { holds($0) && species($0)?.generation == number })
        }
    }
  }

  /// The short names of the six stats, and `bst`, with the documents' slugs.
  static let stats = [
    ("hp", "hp"), ("atk", "attack"), ("def", "defense"), ("spa", "special-attack"),
    ("spd", "special-defense"), ("spe", "speed"),
  ]

  func value(_ pokemon: Pokemon, _ stat: String) -> Int {
    stat == "bst" ? pokemon.total : pokemon.stats[stat] ?? 0
  }

  static var statsAndTotal: [(short: String, slug: String)] { stats + [("bst", "bst")] }

  static let comparisons: [(String, @Sendable (Int, Int) -> Bool)] = [
    (">", (>)), (">=", (>=)), ("<", (<)), ("<=", (<=)), ("=", (==)),
  ]

  func stats() -> [Case] {
    var cases: [Case] = []
    for (index, (short, slug)) in Self.statsAndTotal.enumerated() {
      let thresholds = slug == "bst" ? [300, 420, 500, 535, 600, 680, 720, 780] : [20, 45, 60, 80, 100, 115, 130, 150]
      for (step, threshold) in thresholds.enumerated() {
        let (sign, compare) = Self.comparisons[(index + step) % Self.comparisons.count]
        cases.append(("stat", "\(short) \(sign) \(threshold)", listed { compare(value($0, slug), threshold) }))
      }
    }
    return cases
  }

  func statsAgainstStats() -> [Case] {
    var cases: [Case] = []
    for (left, leftSlug) in Self.stats {
      for (right, rightSlug) in Self.stats where right != left {
        for (sign, compare) in [Self.comparisons[0], Self.comparisons[3]] {
          cases.append((
            "stat against stat", "\(left) \(sign) \(right)",
            listed { compare(value($0, leftSlug), value($0, rightSlug)) }))
        }
      }
    }
    return cases
  }

  func statRanges() -> [Case] {
    Self.statsAndTotal.flatMap { short, slug -> [Case] in
      let ranges = slug == "bst"
        ? [(180, 300), (300, 400), (400, 480), (480, 500), (500, 540), (540, 600), (600, 680), (680, 1200)]
        : [(1, 30), (30, 50), (50, 70), (70, 90), (90, 100), (100, 120), (120, 150), (150, 255)]
      return ranges.map { low, high in
        ("stat range", "\(short) \(low)-\(high)", listed { (low...high).contains(value($0, slug)) })
      }
    }
  }

  /// Heights in metres and weights in kilograms, as cards show them; the documents'
  /// decimetres and hectograms are ten to one.
  func sizes() -> [Case] {
    var cases: [Case] = []
    for (index, kilograms) in [1, 5, 10, 25, 50, 100, 200, 400, 600, 900].enumerated() {
      let (sign, compare) = Self.comparisons[index % 4]
      cases.append(("height and weight", "weight \(sign) \(kilograms)kg", listed { compare($0.weight, kilograms * 10) }))
      cases.append((
        "height and weight", "weight \(kilograms)-\(kilograms * 2)kg",
        listed { (kilograms * 10...kilograms * 20).contains($0.weight) }))
    }
    for (index, metres) in [1, 2, 3, 4, 5, 6, 8, 10, 14, 20].enumerated() {
      let (sign, compare) = Self.comparisons[(index + 1) % 4]
      cases.append(("height and weight", "height \(sign) \(metres)m", listed { compare($0.height, metres * 10) }))
      cases.append((
        "height and weight", "height \(metres)-\(metres + 1)m",
        listed { (metres * 10...(metres + 1) * 10).contains($0.height) }))
    }
    for metres in [1, 2, 3, 5, 8, 10, 12, 15, 20, 30] {
      cases.append((
        "height and weight", "height >= \(metres)m, weight < \(metres * 50)kg",
        listed { $0.height >= metres * 10 && $0.weight < metres * 500 }))
    }
    return cases
  }

  /// `weak`, `resists` and `immune` to each type, by the multiplier with the Pokémon's
  /// most helpful ability.
  func matchups() -> [Case] {
    corpus.types.flatMap { type -> [Case] in
      [
        ("matchup", "weak \(type)", listed { multiplier(type, $0) > 1 }),
        ("matchup", "resists \(type)", listed { (0.01..<1).contains(multiplier(type, $0)) }),
        ("matchup", "immune \(type)", listed { multiplier(type, $0) == 0 }),
      ]
    }
  }

  func multiplier(_ attacking: String, _ pokemon: Pokemon) -> Double {
    let types = pokemon.types.reduce(1.0) { $0 * (corpus.chart[attacking]?[$1] ?? 1) }
    guard !pokemon.abilities.isEmpty else { return types }
    return pokemon.abilities.map { Self.withAbility($0, attacking, types) }.min() ?? types
  }

  /// What an ability makes of an attack of `type` whose types give `types`, in today's
  /// games: the absorbing and levitating abilities make it nothing; Thick Fat, Heatproof,
  /// Water Bubble and Purifying Salt halve it; Dry Skin and Fluffy raise fire's; Wonder
  /// Guard stops all but the super-effective.
  static func withAbility(_ ability: String, _ type: String, _ types: Double) -> Double {
    let absorbs: [String: Set<String>] = [
      "ground": ["levitate", "earth-eater"], "fire": ["flash-fire", "well-baked-body"],
      "water": ["water-absorb", "dry-skin", "storm-drain"],
      "electric": ["volt-absorb", "motor-drive", "lightning-rod"], "grass": ["sap-sipper"],
    ]
    if absorbs[type]?.contains(ability) == true { return 0 }
    let halves: [String: Set<String>] = [
      "fire": ["thick-fat", "heatproof", "water-bubble"], "ice": ["thick-fat"],
      "ghost": ["purifying-salt"],
    ]
    if halves[type]?.contains(ability) == true { return types / 2 }
    if type == "fire", ability == "dry-skin" { return types * 1.25 }
    if type == "fire", ability == "fluffy" { return types * 2 }
    if ability == "wonder-guard", types > 0, types <= 1 { return 0 }
    return types
  }

  /// A type and a sort term: highest first, ties in national order; `-` the other way.
  func sorts() -> [Case] {
    corpus.types.enumerated().flatMap { index, type -> [Case] in
      (0..<3).map { step in
        let (short, slug) = Self.statsAndTotal[(index + step) % Self.statsAndTotal.count]
        let reversed = (index + step) % 2 == 1
        let members = corpus.pokemon.filter { $0.types.contains(type) }
        let ordered = members.sorted { lhs, rhs in
          let (left, right) = (value(lhs, slug), value(rhs, slug))
          return left == right ? lhs.id < rhs.id : left > right
        }.map(\.id)
        return (
          "sort", "type \(type), sort \(reversed ? "-" : "")\(short)",
          reversed ? ordered.reversed() : ordered
        )
      }
    }
  }
}
