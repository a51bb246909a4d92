import Domain
import Foundation
import PokedexData
import PokedexDatabaseLoader
import PokedexDatabaseGenerator

/// A built-in database of a few Pokémon, made the way the build makes the real one: the
/// generator's tables from PokeAPI-shaped documents, written as table files, loaded by the
/// build's loader. Tests of the built-in data's precedence use it in place of the 30 MB
/// database.
///
/// The documents are the least the generator needs: each card's Pokémon, its species (in
/// the generation `generations` gives it), its types, and the generations.
public enum SmallDatabase {
  /// Makes the database of `cards` in `folder` (created when missing) and opens it.
  /// - Parameters:
  ///   - generations: the species each generation introduced.
  ///   - speciesNames: a species' slug where it is not its default Pokémon's (`487:
  ///     "giratina"` for `giratina-altered`).
  ///   - sprites: where the sprite table's pictures come from; without it, it is empty.
  public static func make(
    cards: [Pokemon], generations: [Int: [Int]], speciesNames: [Int: String] = [:],
    sprites: BuiltInSpriteSource? = nil, generatedOn: String, source: String, in folder: URL
  ) async throws -> PokedexDatabase {
    let client = FixtureAPIClient(
      documents: try documents(cards: cards, generations: generations, speciesNames: speciesNames))
    let made = try await BuiltInTables.make(
      cards: cards,
      documents: PokeAPIDocuments(
        client: client, endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base)),
      sprites: sprites, generatedOn: generatedOn, source: source)
    return try await load(made, in: folder)
  }

  /// Writes `made` as table files in `folder` (created when missing), loads them with the
  /// build's loader and opens the database: for tests whose documents are their own.
  public static func load(_ made: [PokedexTable], in folder: URL) async throws -> PokedexDatabase {
    let tables = folder.appendingPathComponent("tables")
    try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: schema, to: tables.appendingPathComponent("schema.sql"))
    for table in made {
      try Data(PokedexTableText.encode(table).utf8)
        .write(to: tables.appendingPathComponent("\(table.name).tsv"))
    }
    let path = folder.appendingPathComponent("pokedex.sqlite").path
    // Made from a few fixture documents, whose rows name rows the fixtures lack.
    try DatabaseLoader(path: path, linksMustResolve: false).load(tables: tables)
    return try await PokedexDatabase.opened(path: path)
  }

  /// The committed schema, which the real database is built from too.
  private static var schema: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Apps/BuiltInPokedex/tables/schema.sql")
  }

  /// The documents, as JSON text by resource and id.
  static func documents(
    cards: [Pokemon], generations: [Int: [Int]], speciesNames: [Int: String]
  ) throws -> [String: [Int: String]] {
    let generationOf = Dictionary(
      generations.flatMap { generation, species in species.map { ($0, generation) } },
      uniquingKeysWith: min)
    let typeIDs = Dictionary(
      PokemonType.allKnown.enumerated().map { ($1.slug, $0 + 1) }, uniquingKeysWith: min)
    func link(_ resource: String, _ id: Int, _ name: String? = nil) -> [String: Any] {
      ["name": name ?? "\(resource)-\(id)", "url": "\(FixtureAPIClient.base)\(resource)/\(id)/"]
    }
    var documents: [String: [Int: [String: Any]]] = [:]
    for card in cards {
      let summary = card.summary
      let species = speciesNames[summary.speciesID] ?? summary.name
      documents["pokemon", default: [:]][summary.id] = [
        "id": summary.id, "name": summary.name, "order": summary.id, "is_default": true,
        "height": card.heightDecimetres, "weight": card.weightHectograms,
        "species": link("pokemon-species", summary.speciesID, species),
        "types": summary.types.enumerated().map { slot, type in
          ["slot": slot + 1, "type": link("type", typeIDs[type.slug] ?? 0, type.slug)]
        },
        "stats": [] as [Any], "abilities": [] as [Any],
      ]
      var speciesDocument: [String: Any] = ["id": summary.speciesID, "name": species]
      if let generation = generationOf[summary.speciesID] {
        speciesDocument["generation"] = link("generation", generation)
      }
      documents["pokemon-species", default: [:]][summary.speciesID] = speciesDocument
    }
    for type in PokemonType.allKnown {
      let relations = ["double_damage_from": [], "half_damage_from": [], "no_damage_from": []]
      documents["type", default: [:]][typeIDs[type.slug] ?? 0] = [
        "id": typeIDs[type.slug] ?? 0, "name": type.slug, "damage_relations": relations,
      ]
    }
    for generation in generations.keys {
      documents["generation", default: [:]][generation] = [
        "id": generation, "name": "generation-\(generation)",
      ]
    }
    return try documents.mapValues { byID in
      try byID.mapValues { document in
        String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
      }
    }
  }
}
