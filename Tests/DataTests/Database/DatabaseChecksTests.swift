import Foundation
import PokedexDatabaseLoader
import Testing

/// The build's checks of a database it loaded: a foreign key that names no row fails the
/// load, in one line that says which column, how often and of which table.
@Suite("The build's checks of a loaded database")
struct DatabaseChecksTests {
  static let schema = """
    CREATE TABLE regions (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL);
    CREATE TABLE pokedexes (id INTEGER PRIMARY KEY, region_id INTEGER REFERENCES regions, \
    main_region_id INTEGER NOT NULL REFERENCES regions);
    """

  /// Loads `pokedexes` (id, region_id, main_region_id) over two regions, 1 and 2.
  func load(pokedexes: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-checks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tables = folder.appendingPathComponent("tables")
    try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
    try Data(Self.schema.utf8).write(to: tables.appendingPathComponent("schema.sql"))
    try Data("id\tidentifier\n1\tkanto\n2\tjohto\n".utf8)
      .write(to: tables.appendingPathComponent("regions.tsv"))
    try Data(("id\tregion_id\tmain_region_id\n" + pokedexes).utf8)
      .write(to: tables.appendingPathComponent("pokedexes.tsv"))
    try DatabaseLoader(path: folder.appendingPathComponent("pokedex.sqlite").path)
      .load(tables: tables)
  }

  @Test func keysThatNameRowsOrNothingLoad() throws {
    try load(pokedexes: "1\t1\t1\n2\t\t2\n")
  }

  @Test func keysThatNameNoRowFailTheLoadNamingEachColumn() throws {
    let failure = try #require(throws: LoadFailure.self) {
      try load(pokedexes: "1\t3\t1\n2\t4\t5\n3\t1\t2\n")
    }
    #expect(
      failure.description == "foreign keys broken: pokedexes.main_region_id: 1 row names "
        + "no row of regions; pokedexes.region_id: 2 rows name no row of regions")
  }
}

/// The built-in schema says where each id column points, so the build's check covers it.
@Suite("The built-in schema's links")
struct SchemaLinksTests {
  /// The id columns no `REFERENCES` can name: `entry_id` (its table is said by `kind`) and
  /// flavor_texts' game columns, 0 for none.
  static let unlinked: Set<String> = [
    "entry_id", "flavor_texts.version_group_id", "flavor_texts.version_id",
  ]

  @Test func everyIDColumnNamesTheTableItPointsInto() throws {
    let sql = try String(contentsOf: SchemaColumns.schemaFile, encoding: .utf8)
    var missing: [String] = []
    for line in sql.split(separator: "\n") where line.hasPrefix("CREATE TABLE ") {
      let table = line.dropFirst("CREATE TABLE ".count).prefix { $0 != " " }
      for part in line.split(separator: ",") {
        let words = part.split(separator: " ")
          .map { $0.trimmingCharacters(in: .punctuationCharacters) }
        guard let column = words.first(where: { $0.hasSuffix("_id") }),
          words.contains("INTEGER"), !words.contains("REFERENCES")
        else { continue }
        let name = "\(table).\(column)"
        if !Self.unlinked.contains(column) && !Self.unlinked.contains(name) {
          missing.append(name)
        }
      }
    }
    #expect(missing == [])
  }
}

/// A name typed without its hyphens (`porygonz`, `willowisp`) is found in SQL by the slug
/// with its hyphens removed, which is `NameNormalizer.compact`'s answer only for slugs of
/// `a-z`, `0-9` and `-`: the schema holds each table so looked up to them, and a build
/// whose data breaks that fails.
@Suite("The built-in schema's slugs")
struct SchemaSlugsTests {
  @Test(arguments: ["pokemon", "species", "moves", "abilities", "items"])
  func aSlugLookedUpWithoutHyphensIsHeldToLowercaseLettersDigitsAndHyphens(table: String) throws {
    let sql = try String(contentsOf: SchemaColumns.schemaFile, encoding: .utf8)
    let line = try #require(
      sql.split(separator: "\n").first { $0.hasPrefix("CREATE TABLE \(table) (") })
    #expect(line.contains("identifier TEXT NOT NULL"))
    #expect(line.contains("CHECK (identifier NOT GLOB '*[^a-z0-9-]*')"))
  }
}
