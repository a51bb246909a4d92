import Foundation

/// What the search language's corpus test reads of the corpus, in the documents' own
/// terms: each Pokémon's types, abilities, stats, size and moves, its species' facts, the
/// megas, and today's type chart. Read here with `JSONSerialization`, none of pokecli's
/// decoders, so that the answers it gives are the documents', not pokecli's again.
struct SearchQueryCorpus {
  struct Pokemon {
    let id: Int
    let name: String
    let isDefault: Bool
    let species: Int
    let types: [String]
    let abilities: [String]
    /// By PokeAPI's stat slugs: `hp`, `attack` … `speed`.
    let stats: [String: Int]
    /// Decimetres and hectograms, as the documents give them.
    let height: Int
    let weight: Int
    /// `move|version-group|method` for every way the documents say it learns a move.
    let learned: Set<String>

    var total: Int { stats.values.reduce(0, +) }
  }

  struct Species {
    let id: Int
    let generation: Int
    let isLegendary: Bool
    let isMythical: Bool
    let isBaby: Bool
    let evolvesFrom: Int?
    let eggGroups: [String]
    let color: String?
    let shape: String?
    let habitat: String?
    let pokedexes: Set<String>
  }

  /// Every Pokémon in national order (species first, then forms from 10001).
  let pokemon: [Pokemon]
  let species: [Int: Species]
  /// The Pokémon whose form is a Mega Evolution.
  let megas: Set<Int>
  /// Today's chart: `chart[attacking][defending]`, ×1 when absent.
  let chart: [String: [String: Double]]

  static func load(_ folder: URL) throws -> SearchQueryCorpus {
    let pokemon = try CorpusPokemonDocuments.all(in: folder).compactMap(Self.pokemon)
      .sorted { $0.id < $1.id }
    let species = try MovePastValuesCorpusTests.objects(
      in: folder.appendingPathComponent("pokemon-species")
    ).compactMap(Self.species)
    let megas = try MovePastValuesCorpusTests.objects(
      in: folder.appendingPathComponent("pokemon-form")
    ).compactMap { form -> Int? in
      guard form["is_mega"] as? Bool == true else { return nil }
      return idInURL(form["pokemon"])
    }
    var chart: [String: [String: Double]] = [:]
    for type in try MovePastValuesCorpusTests.objects(in: folder.appendingPathComponent("type")) {
      guard let name = type["name"] as? String, let relations = type["damage_relations"] as? [String: Any]
      else { continue }
      var row: [String: Double] = [:]
      for (key, factor) in [("double_damage_to", 2.0), ("half_damage_to", 0.5), ("no_damage_to", 0)] {
        for target in names(relations[key]) { row[target] = factor }
      }
      chart[name] = row
    }
    return SearchQueryCorpus(
      pokemon: pokemon, species: Dictionary(species.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
      megas: Set(megas), chart: chart)
  }

  /// The eighteen types of today's chart.
  var types: [String] {
    ["normal", "fighting", "flying", "poison", "ground", "rock", "bug", "ghost", "steel",
     "fire", "water", "grass", "electric", "psychic", "ice", "dragon", "dark", "fairy"]
  }

  // MARK: Reading the documents

  private static func pokemon(_ document: [String: Any]) -> Pokemon? {
    guard let id = document["id"] as? Int, let name = document["name"] as? String,
      let species = idInURL(document["species"])
    else { return nil }
    let types = (document["types"] as? [[String: Any]] ?? [])
      .sorted { ($0["slot"] as? Int ?? 0) < ($1["slot"] as? Int ?? 0) }
      .compactMap { ($0["type"] as? [String: Any])?["name"] as? String }
    let abilities = (document["abilities"] as? [[String: Any]] ?? [])
      .compactMap { ($0["ability"] as? [String: Any])?["name"] as? String }
    var stats: [String: Int] = [:]
    for stat in document["stats"] as? [[String: Any]] ?? [] {
      if let slug = (stat["stat"] as? [String: Any])?["name"] as? String {
        stats[slug] = stat["base_stat"] as? Int
      }
    }
    return Pokemon(
      id: id, name: name, isDefault: document["is_default"] as? Bool ?? true, species: species,
      types: types, abilities: abilities, stats: stats,
      height: document["height"] as? Int ?? 0, weight: document["weight"] as? Int ?? 0,
      learned: Set(document[CorpusPokemonDocuments.learnedKey] as? [String] ?? []))
  }

  private static func species(_ document: [String: Any]) -> Species? {
    guard let id = document["id"] as? Int, let generation = idInURL(document["generation"])
    else { return nil }
    return Species(
      id: id, generation: generation,
      isLegendary: document["is_legendary"] as? Bool ?? false,
      isMythical: document["is_mythical"] as? Bool ?? false,
      isBaby: document["is_baby"] as? Bool ?? false,
      evolvesFrom: idInURL(document["evolves_from_species"]),
      eggGroups: names(document["egg_groups"]),
      color: name(document["color"]), shape: name(document["shape"]),
      habitat: name(document["habitat"]),
      pokedexes: Set((document["pokedex_numbers"] as? [[String: Any]] ?? []).compactMap {
        name($0["pokedex"])
      }))
  }

  private static func name(_ reference: Any?) -> String? {
    (reference as? [String: Any])?["name"] as? String
  }

  private static func names(_ references: Any?) -> [String] {
    (references as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  /// The id at the end of a reference's URL: `…/pokemon-species/172/` is 172.
  private static func idInURL(_ reference: Any?) -> Int? {
    guard let url = (reference as? [String: Any])?["url"] as? String else { return nil }
    return url.split(separator: "/").last.flatMap { Int($0) }
  }
}
