/// The `language_coverage` table: how much of the data each language names (species,
/// moves, abilities, items) and how many species have a Pokédex entry in it, counted once
/// by the generator from the finished `names` and `flavor_texts`, so that `pokecli
/// languages` reads 14 rows instead of counting 200,000.
enum LanguageCoverageTable {
  static let countedKinds = ["pokemon-species", "move", "ability", "item"]

  static func make(from tables: [PokedexTable]) -> PokedexTable {
    var table = PokedexTable(
      "language_coverage",
      columns: ["language_id", "species", "pokedex_entries", "moves", "abilities", "items"])
    var names: [Int: [String: Int]] = [:]
    if let words = tables.first(where: { $0.name == "names" }),
      let kind = words.columns.firstIndex(of: "kind"),
      let language = words.columns.firstIndex(of: "language_id")
    {
      for row in words.rows {
        guard let kind = row[kind].text, countedKinds.contains(kind),
          let language = row[language].integer
        else { continue }
        names[language, default: [:]][kind, default: 0] += 1
      }
    }
    var entries: [Int: Set<Int>] = [:]
    if let texts = tables.first(where: { $0.name == "flavor_texts" }),
      let kind = texts.columns.firstIndex(of: "kind"),
      let entry = texts.columns.firstIndex(of: "entry_id"),
      let language = texts.columns.firstIndex(of: "language_id")
    {
      for row in texts.rows where row[kind].text == "pokemon-species" {
        guard let language = row[language].integer, let species = row[entry].integer else {
          continue
        }
        entries[language, default: []].insert(species)
      }
    }
    let languages = tables.first { $0.name == "languages" }
    let idColumn = languages?.columns.firstIndex(of: "id")
    for row in languages?.rows ?? [] {
      guard let idColumn, let id = row[idColumn].integer else { continue }
      let counts = names[id] ?? [:]
      table.append([
        .integer(id), .integer(counts["pokemon-species"] ?? 0), .integer(entries[id]?.count ?? 0),
        .integer(counts["move"] ?? 0), .integer(counts["ability"] ?? 0),
        .integer(counts["item"] ?? 0),
      ])
    }
    return table
  }
}
