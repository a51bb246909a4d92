import Foundation
import PokedexData
import PokedexDatabaseGenerator

/// What the reference tables must hold, counted and listed from the documents as plain JSON.
extension RawCorpus {
  /// The row count of each table made from parts of documents (a move's stat changes, a
  /// Pokédex's numbers…), counted from the documents.
  func partCounts() -> [(table: String, count: Int)] {
    func total(_ resource: String, _ count: (Object) -> Int) -> Int {
      ids(resource).reduce(0) { $0 + (document(resource, $1).map(count) ?? 0) }
    }
    func length(_ key: String) -> (Object) -> Int { { ($0[key] as? [Any])?.count ?? 0 } }
    return [
      ("move_meta", total("move") { $0["meta"] is Object ? 1 : 0 }),
      ("move_stat_changes", total("move", length("stat_changes"))),
      ("move_past_values", total("move", length("past_values"))),
      ("pokedex_numbers", total("pokedex", length("pokemon_entries"))),
      ("pokedex_version_groups", total("pokedex", length("version_groups"))),
      ("item_attribute_map", total("item", length("attributes"))),
      ("item_prices", total("item", length("prices"))),
      ("berry_flavor_potency", total("berry", length("flavors"))),
      ("pokemon_items", total("pokemon") { pokemon in
        (pokemon["held_items"] as? [Object] ?? []).reduce(0) {
          $0 + (($1["version_details"] as? [Any])?.count ?? 0)
        }
      }),
      // Effects and in-game texts in every language (`--language`).
      ("effects", ["move", "item", "ability"].reduce(0) {
        $0 + total($1, length("effect_entries"))
      }),
      ("flavor_texts",
        ["move", "item", "ability"].reduce(0) { $0 + total($1, length("flavor_text_entries")) }),
    ]
  }

  /// The Pokémon whose learnset rows are not exactly the details of its document: each
  /// (version group, move, method, level, order) of its `moves`.
  func learnsetDifferences(_ table: PokedexTable) -> [Int] {
    let rowsByPokemon = Dictionary(grouping: table.rows) { $0.first ?? .null }
    var differences: [Int] = []
    for id in ids("pokemon") {
      var expected: Set<[PokedexValue]> = []
      for learnt in document("pokemon", id)?["moves"] as? [Object] ?? [] {
        for detail in learnt["version_group_details"] as? [Object] ?? [] {
          expected.insert([
            .integer(id), .of(Self.id(detail["version_group"])), .of(Self.id(learnt["move"])),
            .of(Self.id(detail["move_learn_method"])), .of(detail["level_learned_at"] as? Int),
            .of(detail["order"] as? Int),
          ])
        }
      }
      let rows = rowsByPokemon[.integer(id)] ?? []
      if Set(rows) != expected || rows.count != expected.count { differences.append(id) }
    }
    return differences
  }

  /// The `kind/id` of every document whose names rows are not exactly its `names`, by
  /// language, for every kind the table names and every document of that kind.
  func namesDifferences(_ table: PokedexTable) -> [String] {
    let rowsByEntry = Dictionary(grouping: table.rows) { Array($0.prefix(2)) }
    let kinds = Set(table.rows.compactMap { row -> String? in
      if case .text(let kind) = row.first { return kind }
      return nil
    })
    var differences: [String] = []
    for kind in kinds.sorted() {
      for id in ids(kind) {
        // A document that names itself twice in one language (six location areas do)
        // keeps the first (`KeyedTable`).
        var languages: Set<Int?> = []
        let names = (document(kind, id)?["names"] as? [Object] ?? []).filter {
          languages.insert(Self.id($0["language"])).inserted
        }
        let expected = Set(names.map { name -> [PokedexValue] in
          [.text(kind), .integer(id), .of(Self.id(name["language"])), .of(name["name"] as? String)]
        })
        let rows = rowsByEntry[[.text(kind), .integer(id)]] ?? []
        if Set(rows) != expected || rows.count != names.count {
          differences.append("\(kind)/\(id)")
        }
      }
    }
    return differences
  }

  /// The id a link (`{"url": "/api/v2/move/1/"}`) ends in.
  static func id(_ link: Any?) -> Int? {
    ((link as? Object)?["url"] as? String)?.split(separator: "/").last.flatMap { Int($0) }
  }
}
