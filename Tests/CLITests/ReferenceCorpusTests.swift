import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing
import PokedexDatabaseGenerator

/// The reference tables made from a whole PokeAPI corpus, when `POKEAPI_CORPUS` names one,
/// checked against the documents read as plain JSON (`RawCorpus`): a row for every
/// document, every learnset detail and every name, and nothing else.
///
/// It also prints how long making the tables took and each table's size as a text file.
@Suite(
  "Reference tables of the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct ReferenceCorpusTests {
  /// The tables with a row per document, and the resource of the documents.
  static let documentTables: [(table: String, resource: String)] = [
    ("languages", "language"), ("regions", "region"), ("generations", "generation"),
    ("version_groups", "version-group"), ("versions", "version"), ("pokedexes", "pokedex"),
    ("locations", "location"), ("stats", "stat"), ("egg_groups", "egg-group"),
    ("growth_rates", "growth-rate"), ("evolution_triggers", "evolution-trigger"),
    ("pokemon_colors", "pokemon-color"), ("pokemon_shapes", "pokemon-shape"),
    ("pokemon_habitats", "pokemon-habitat"), ("genders", "gender"),
    ("encounter_methods", "encounter-method"), ("contest_types", "contest-type"),
    ("characteristics", "characteristic"), ("move_damage_classes", "move-damage-class"),
    ("move_targets", "move-target"), ("move_ailments", "move-ailment"),
    ("move_meta_categories", "move-category"), ("move_learn_methods", "move-learn-method"),
    ("move_battle_styles", "move-battle-style"), ("moves", "move"), ("machines", "machine"),
    ("item_pockets", "item-pocket"), ("item_categories", "item-category"),
    ("item_attributes", "item-attribute"), ("item_fling_effects", "item-fling-effect"),
    ("items", "item"), ("berry_firmness", "berry-firmness"), ("berry_flavors", "berry-flavor"),
    ("berries", "berry"), ("natures", "nature"), ("abilities", "ability"),
    ("location_areas", "location-area"), ("encounter_conditions", "encounter-condition"),
    ("encounter_condition_values", "encounter-condition-value"),
  ]

  @Test func everyDocumentLearnsetDetailAndNameOfTheCorpusIsARow() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path)
      let documents = PokeAPIDocuments(
        client: try CorpusFolderClient(folder: folder),
        endpoints: try PokeAPIEndpoints(baseURL: "http://corpus.test/api/v2"))
      let clock = ContinuousClock()
      let start = clock.now
      let made = try await ReferenceTables.make(from: documents)
      Self.printFigures(made, took: clock.now - start)

      let tables = Dictionary(made.map { ($0.name, $0) }) { first, _ in first }
      let raw = RawCorpus(folder: folder)
      for (table, resource) in Self.documentTables {
        let count = raw.ids(resource).count
        #expect(count > 0, "no \(resource) documents")
        #expect(tables[table]?.rows.count == count, "\(table): one row per \(resource)")
      }
      for (table, count) in raw.partCounts() {
        #expect(tables[table]?.rows.count == count, "\(table)")
      }
      let learnsets = try #require(tables["pokemon_moves"])
      #expect(learnsets.rows.count == 638_321)
      #expect(raw.learnsetDifferences(learnsets) == [])
      #expect(raw.namesDifferences(try #require(tables["names"])) == [])
    }
  }

  /// The time taken, and each table's rows and bytes as `PokedexTableText` writes it.
  static func printFigures(_ tables: [PokedexTable], took duration: Duration) {
    var lines = ["ReferenceTables.make took \(duration.formatted(.units(allowed: [.seconds])))"]
    var total = 0
    for table in tables {
      let bytes = PokedexTableText.encode(table).utf8.count
      total += bytes
      lines.append("\(table.name)\t\(table.rows.count) rows\t\(bytes) bytes")
    }
    lines.append("total\t\(tables.reduce(0) { $0 + $1.rows.count }) rows\t\(total) bytes")
    print(lines.joined(separator: "\n"))
  }
}
