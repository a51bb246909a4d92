import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// The item search against the corpus: at least 50 queries of every kind of term, each
/// answered by pokecli from its built-in data (read and applied as `items` does) and
/// computed here from the `item` and `item-category` documents by rules written in this
/// file (the effect rule is `AbilityQueryCorpusTests`'): the same items in the same
/// order.
@Suite(
  "The item search, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"),
  .timeLimit(.minutes(20)))
struct ItemQueryCorpusTests {
  struct Item {
    let id: Int
    let slug: String
    let englishName: String
    let names: [String]
    let category: String?
    let pocket: String?
    let attributes: Set<String>
    /// Each language's effect and short effect, as the words of one text.
    let effects: [[String]]
    let holders: Set<String>
    let fling: Int?
  }

  static func load(_ folder: URL) -> [Item] {
    let corpus = RawCorpus(folder: folder)
    func name(_ reference: Any?) -> String? { (reference as? [String: Any])?["name"] as? String }
    var pockets: [String: String] = [:]
    for id in corpus.ids("item-category") {
      guard let category = corpus.document("item-category", id), let slug = category["name"] as? String
      else { continue }
      pockets[slug] = name(category["pocket"])
    }
    return corpus.ids("item").compactMap { id -> Item? in
      guard let document = corpus.document("item", id), let slug = document["name"] as? String
      else { return nil }
      let category = name(document["category"])
      return Item(
        id: id, slug: slug, englishName: RawCorpus.english(document) ?? slug,
        names: (document["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String },
        category: category, pocket: category.flatMap { pockets[$0] },
        attributes: Set((document["attributes"] as? [Any] ?? []).compactMap(name)),
        effects: (document["effect_entries"] as? [[String: Any]] ?? []).map {
          AbilityQueryCorpusTests.textWords(
            ($0["effect"] as? String ?? "") + " " + ($0["short_effect"] as? String ?? ""))
        },
        holders: Set((document["held_by_pokemon"] as? [[String: Any]] ?? []).compactMap { name($0["pokemon"]) }),
        fling: document["fling_power"] as? Int)
    }
  }

  static func effectHolds(_ words: [String], _ item: Item) -> Bool {
    item.effects.contains { textWords in
      words.allSatisfy { word in
        textWords.contains { $0.hasPrefix(AbilityQueryCorpusTests.stem(word)) }
      }
    }
  }

  @Test func everyKindOfTermAnswersAsTheDocumentsDo() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let items = Self.load(URL(fileURLWithPath: path))
      #expect(items.count > 2_000)
      let sandbox = Sandbox()
      defer { sandbox.remove() }
      let root = try BrowseAsInAGameTests.root(sandbox, network: UnreachableNetwork())
      let list = ListEntries<Domain.Item>(catalog: try root.catalog(of: Domain.Item.self))
      let evaluate = Domain.Item.queryTerms(in: try root.builtInDatabase())
      var counts: [String: Int] = [:]
      var mismatches: [String] = []
      for (kind, query, want) in Self.cases(items) {
        if !want.isEmpty, want.count < items.count { counts[kind, default: 0] += 1 }
        let criteria = try await CompositionRoot.applying(
          ItemQueryParser.parse(query), to: ItemCriteria(), evaluate: evaluate)
        // The list's rows (2,223 items) are read for the orders alone: the other kinds'
        // answers are the ids the terms hold for, in number order, as the list keeps them.
        let got = kind == "sort"
          ? try await list.page(criteria, PageRequest(offset: 0, limit: 3_000)).items.map(\.id)
          : (criteria.onlyIDs ?? []).sorted()
        guard got != want else { continue }
        let extra = Set(got).subtracting(want).sorted().prefix(5)
        let missing = Set(want).subtracting(got).sorted().prefix(5)
        mismatches.append("\(query): \(got.count) listed, \(want.count) in the documents; extra \(Array(extra)), missing \(Array(missing))")
      }
      #expect(Set(counts.keys) == ["bare words", "effect", "category", "pocket", "attribute", "held by", "fling", "sort"], "\(counts)")
      for (kind, count) in counts { #expect(count >= 50, "\(kind): \(count) queries") }
      #expect(mismatches.isEmpty, "\(mismatches.count):\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }
  }

  static func cases(_ items: [Item]) -> [(String, String, [Int])] {
    func listed(_ holds: (Item) -> Bool) -> [Int] { items.filter(holds).map(\.id) }
    func spread<T>(_ values: [T], _ count: Int) -> [T] {
      values.count <= count ? values : (0..<count).map { values[$0 * values.count / count] }
    }
    func folded(_ name: String) -> String {
      name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        .filter { $0.isLetter || $0.isNumber }
    }
    var cases: [(String, String, [Int])] = []
    let english = Set(items.flatMap { item in
      item.effects.flatMap { $0 }
    }).filter { $0.count >= 5 && $0.allSatisfy { $0.isASCII && $0.isLetter } }.sorted()
    let parts = Set(items.flatMap { $0.slug.split(separator: "-").map(String.init) })
      .filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }.sorted()
    for word in spread(english, 28) + spread(parts, 28) {
      cases.append(("bare words", word, listed { item in
        item.slug.contains(word) || item.names.contains { folded($0).hasPrefix(word) }
          || effectHolds([word], item)
      }))
    }
    for item in spread(items.filter { !$0.effects.isEmpty }, 56) {
      let words = (item.effects.first ?? [])
        .filter { $0.count >= 5 && $0.allSatisfy { $0.isASCII && $0.isLetter } }
      guard let first = words.first, let last = words.last, first != last else { continue }
      cases.append(("effect", "effect \(first) \(last)", listed { effectHolds([first, last], $0) }))
    }
    let categories = Set(items.compactMap(\.category)).sorted()
    for category in categories {
      cases.append(("category", "category \(category)", listed { $0.category == category }))
    }
    for (index, category) in spread(categories, 20).enumerated() {
      let other = categories[(index * 7 + 3) % categories.count]
      cases.append(("category", "category \(category) | category \(other)",
        listed { $0.category == category || $0.category == other }))
    }
    let pockets = Set(items.compactMap(\.pocket)).sorted()
    let attributes = Set(items.flatMap(\.attributes)).sorted()
    for pocket in pockets {
      cases.append(("pocket", "pocket \(pocket)", listed { $0.pocket == pocket }))
      cases.append(("pocket", "!pocket \(pocket)", listed { $0.pocket != pocket }))
      for other in pockets where other > pocket {
        cases.append(("pocket", "pocket \(pocket) | pocket \(other)",
          listed { $0.pocket == pocket || $0.pocket == other }))
      }
      for attribute in attributes {
        cases.append(("pocket", "pocket \(pocket), attribute \(attribute)",
          listed { $0.pocket == pocket && $0.attributes.contains(attribute) }))
      }
    }
    for attribute in attributes {
      cases.append(("attribute", "attribute \(attribute)", listed { $0.attributes.contains(attribute) }))
      cases.append(("attribute", "!attribute \(attribute)", listed { !$0.attributes.contains(attribute) }))
      for other in attributes where other > attribute {
        cases.append(("attribute", "attribute \(attribute) | attribute \(other)",
          listed { $0.attributes.contains(attribute) || $0.attributes.contains(other) }))
      }
      for other in attributes where other != attribute {
        cases.append(("attribute", "attribute \(attribute), attribute \(other)",
          listed { $0.attributes.contains(attribute) && $0.attributes.contains(other) }))
      }
    }
    let holders = Set(items.flatMap(\.holders)).sorted()
    for pokemon in spread(holders, 60) {
      cases.append(("held by", "held by \(pokemon)", listed { $0.holders.contains(pokemon) }))
    }
    let signs: [(String, (Int, Int) -> Bool)] = [
      (">", { $0 > $1 }), ("<=", { $0 <= $1 }), ("=", { $0 == $1 }), ("!=", { $0 != $1 }),
      (">=", { $0 >= $1 }), ("<", { $0 < $1 }),
    ]
    for value in [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 130] {
      for (sign, holds) in signs {
        cases.append(("fling", "fling \(sign) \(value)", listed { $0.fling.map { holds($0, value) } ?? false }))
      }
    }
    for pocket in pockets {
      let base = items.filter { $0.pocket == pocket }
      for (key, reversed) in [("name", false), ("name", true), ("number", true)] {
        let ordered = key == "name"
          ? base.sorted { ($0.englishName.lowercased(), $0.id) < ($1.englishName.lowercased(), $1.id) }
          : base
        cases.append(("sort", "pocket \(pocket), sort \(reversed ? "-" : "")\(key)",
          (reversed ? ordered.reversed() : ordered).map(\.id)))
      }
    }
    for category in spread(categories, 30) {
      let base = items.filter { $0.category == category }
      let ordered = base.sorted { ($0.englishName.lowercased(), $0.id) < ($1.englishName.lowercased(), $1.id) }
      cases.append(("sort", "category \(category), sort name", ordered.map(\.id)))
    }
    return cases
  }
}
