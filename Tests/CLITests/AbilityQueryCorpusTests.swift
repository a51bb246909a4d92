import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// The ability search against the corpus: at least 50 queries of every kind of term,
/// each answered by pokecli from its built-in data (read and applied as `abilities`
/// does) and computed here from the `ability` documents by rules written in this file:
/// the same abilities in the same order.
@Suite(
  "The ability search, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"),
  .timeLimit(.minutes(20)))
struct AbilityQueryCorpusTests {
  /// An ability as its document says it.
  struct Ability {
    let id: Int
    let slug: String
    let englishName: String
    let names: [String]
    let generation: Int
    /// Each language's effect and short effect, as one text.
    let effects: [String]
    let holders: Set<String>
  }

  static func load(_ folder: URL) -> [Ability] {
    let corpus = RawCorpus(folder: folder)
    let roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
    func name(_ reference: Any?) -> String? { (reference as? [String: Any])?["name"] as? String }
    return corpus.ids("ability").compactMap { id -> Ability? in
      guard let document = corpus.document("ability", id), let slug = document["name"] as? String,
        let generation = name(document["generation"])
      else { return nil }
      let effects = (document["effect_entries"] as? [[String: Any]] ?? []).map {
        ($0["effect"] as? String ?? "") + " " + ($0["short_effect"] as? String ?? "")
      }
      return Ability(
        id: id, slug: slug, englishName: RawCorpus.english(document) ?? slug,
        names: (document["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String },
        generation: (roman.firstIndex(of: String(generation.dropFirst("generation-".count))) ?? 98) + 1,
        effects: effects,
        holders: Set((document["pokemon"] as? [[String: Any]] ?? []).compactMap { name($0["pokemon"]) }))
    }
  }

  @Test func everyKindOfTermAnswersAsTheDocumentsDo() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let abilities = Self.load(URL(fileURLWithPath: path))
      #expect(abilities.count > 300)
      let sandbox = Sandbox()
      defer { sandbox.remove() }
      let root = try BrowseAsInAGameTests.root(sandbox, network: UnreachableNetwork())
      let list = ListEntries<Domain.Ability>(catalog: try root.catalog(of: Domain.Ability.self))
      let evaluate = Domain.Ability.queryTerms(in: try root.builtInDatabase())
      var counts: [String: Int] = [:]
      var mismatches: [String] = []
      for (kind, query, want) in Self.cases(abilities) {
        if !want.isEmpty, want.count < abilities.count { counts[kind, default: 0] += 1 }
        let criteria = try await CompositionRoot.applying(
          AbilityQueryParser.parse(query), to: AbilityCriteria(), evaluate: evaluate)
        let got = try await list.page(criteria, PageRequest(offset: 0, limit: 1_000)).items.map(\.id)
        guard got != want else { continue }
        let extra = Set(got).subtracting(want).sorted().prefix(5)
        let missing = Set(want).subtracting(got).sorted().prefix(5)
        mismatches.append("\(query): \(got.count) listed, \(want.count) in the documents; extra \(Array(extra)), missing \(Array(missing))")
      }
      #expect(Set(counts.keys) == ["bare words", "effect", "of", "generation", "holders", "sort"], "\(counts)")
      for (kind, count) in counts { #expect(count >= 50, "\(kind): \(count) queries") }
      #expect(mismatches.isEmpty, "\(mismatches.count):\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }
  }

  /// The rules, written here: a text's words folded (lowercase, no accents, letters and
  /// digits); a query's word matches a text's word it starts, its last two letters let
  /// go when more than four remain.
  static func textWords(_ text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
      .split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  static func stem(_ word: String) -> String {
    word.count > 4 ? String(word.prefix(max(4, word.count - 2))) : word
  }

  static func effectHolds(_ words: [String], _ ability: Ability) -> Bool {
    ability.effects.contains { text in
      let textWords = textWords(text)
      return words.allSatisfy { word in textWords.contains { $0.hasPrefix(stem(word)) } }
    }
  }

  static func cases(_ abilities: [Ability]) -> [(String, String, [Int])] {
    func listed(_ holds: (Ability) -> Bool) -> [Int] { abilities.filter(holds).map(\.id) }
    func spread<T>(_ values: [T], _ count: Int) -> [T] {
      values.count <= count ? values : (0..<count).map { values[$0 * values.count / count] }
    }
    func folded(_ name: String) -> String {
      name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        .filter { $0.isLetter || $0.isNumber }
    }
    var cases: [(String, String, [Int])] = []
    // Words of the English effects, and parts of slugs.
    let english = Set(abilities.flatMap { $0.effects.first.map(textWords) ?? [] })
      .filter { $0.count >= 5 && $0.allSatisfy(\.isLetter) }.sorted()
    let parts = Set(abilities.flatMap { $0.slug.split(separator: "-").map(String.init) })
      .filter { $0.count >= 4 }.sorted()
    for word in spread(english, 40) + spread(parts, 30) {
      cases.append(("bare words", word, listed { ability in
        ability.slug.contains(word) || ability.names.contains { folded($0).hasPrefix(word) }
          || effectHolds([word], ability)
      }))
    }
    // Two words of one ability's English effect: that ability at least.
    for ability in spread(abilities.filter { !$0.effects.isEmpty }, 60) {
      let words = (ability.effects.first.map(textWords) ?? []).filter { $0.count >= 5 && $0.allSatisfy(\.isLetter) }
      guard let first = words.first, let last = words.last, first != last else { continue }
      cases.append(("effect", "effect \(first) \(last)", listed { effectHolds([first, last], $0) }))
    }
    let holders = Set(abilities.flatMap(\.holders)).sorted()
    for pokemon in spread(holders, 60) {
      cases.append(("of", "of \(pokemon)", listed { $0.holders.contains(pokemon) }))
    }
    for low in 3...9 {
      cases.append(("generation", "gen \(low)", listed { $0.generation == low }))
      cases.append(("generation", "!gen \(low)", listed { $0.generation != low }))
      for least in [2, 5, 10] {
        cases.append(("generation", "gen \(low), pokemon >= \(least)",
          listed { $0.generation == low && $0.holders.count >= least }))
      }
      for high in (low + 1)..<10 {
        cases.append(("generation", "gen \(low)-\(high)", listed { (low...high).contains($0.generation) }))
      }
    }
    for value in [0, 1, 2, 3, 5, 8, 10, 15, 20, 30] {
      let signs: [(String, (Int, Int) -> Bool)] = [
        (">", { $0 > $1 }), ("<=", { $0 <= $1 }), ("=", { $0 == $1 }), ("!=", { $0 != $1 }),
        (">=", { $0 >= $1 }), ("<", { $0 < $1 }),
      ]
      for (sign, holds) in signs {
        cases.append(("holders", "pokemon \(sign) \(value)", listed { holds($0.holders.count, value) }))
      }
    }
    for filter in ["gen 3", "gen 4", "gen 5", "gen 6", "gen 7", "gen 8", "gen 9", "effect contact", "effect weather"] {
      let base = abilities.filter { ability in
        if filter.hasPrefix("gen ") { return "gen \(ability.generation)" == filter }
        return effectHolds([String(filter.dropFirst("effect ".count))], ability)
      }
      for (key, reversed) in [("name", false), ("name", true), ("pokemon", false), ("pokemon", true), ("number", true), ("number", false)] {
        let ordered: [Ability]
        switch key {
        case "name": ordered = base.sorted { ($0.englishName.lowercased(), $0.id) < ($1.englishName.lowercased(), $1.id) }
        case "pokemon": ordered = base.sorted { ($1.holders.count, $0.id) < ($0.holders.count, $1.id) }
        default: ordered = base
        }
        cases.append(("sort", "\(filter), sort \(reversed ? "-" : "")\(key)",
          (reversed ? ordered.reversed() : ordered).map(\.id)))
      }
    }
    return cases
  }
}
