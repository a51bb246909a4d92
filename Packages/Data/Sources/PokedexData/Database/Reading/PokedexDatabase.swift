import Domain
import Foundation
import GRDB

/// The built-in database, opened read-only: what pokecli reads its built-in data from.
///
/// It owns the SQL. Callers get Domain values and plain Swift values, never a GRDB type,
/// so the library stays an implementation detail of this layer (docs/architecture.md).
public final class PokedexDatabase: Sendable {
  private let queue: DatabaseQueue

  /// Opens the database file at `path` for reading only.
  /// - Throws: `PokedexError.unexpected` when the file is missing or not a database of
  ///   this schema.
  public init(path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.label = "pokedex"
    do {
      queue = try DatabaseQueue(path: path, configuration: configuration)
      _ = try queue.read { try String.fetchOne($0, sql: "SELECT value FROM pokedex_info WHERE key = 'generated_on'") }
    } catch {
      throw PokedexError.unexpected(reason: "the built-in database at \(path) cannot be read")
    }
  }

  /// The day the data was taken from PokeAPI and the API it was taken from.
  public func info() throws -> (generatedOn: String, source: String) {
    try read { db in
      let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM pokedex_info")
      let values = Dictionary(
        rows.map { (($0["key"] as String?) ?? "", ($0["value"] as String?) ?? "") },
        uniquingKeysWith: { first, _ in first })
      return (values["generated_on"] ?? "", values["source"] ?? "")
    }
  }

  /// How many rows each table holds, by table name, in name order.
  public func tableSizes() throws -> [(table: String, rows: Int)] {
    try read { db in
      let names = try String.fetchAll(
        db,
        sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      return try names.map { name in
        (name, try Int.fetchOne(db, sql: "SELECT count(*) FROM \(name.quotedDatabaseIdentifier)") ?? 0)
      }
    }
  }

  /// Runs `body` in a read transaction, turning a database failure into a `PokedexError`.
  func read<Value>(_ body: (Database) throws -> Value) throws -> Value {
    do {
      return try queue.read(body)
    } catch let error as PokedexError {
      throw error
    } catch {
      throw PokedexError.unexpected(reason: "the built-in database cannot be read (\(error))")
    }
  }
}

extension PokedexDatabase {
  /// The kinds `data info` counts, each with the table that holds one row per entry.
  static let countedKinds: [(kind: String, table: String)] = [
    ("Pokémon", "pokemon"), ("Species", "species"), ("Forms", "pokemon_forms"),
    ("Moves", "moves"), ("Learnset rows", "pokemon_moves"), ("Abilities", "abilities"),
    ("Types", "types"), ("Items", "items"), ("Berries", "berries"), ("Natures", "natures"),
    ("Machines", "machines"), ("Pokédexes", "pokedexes"), ("Games", "versions"),
    ("Languages", "languages"), ("Names, all languages", "names"),
  ]

  /// What the database holds, for `data info`; the sizes are the caller's to give.
  public func summary(bytes: Int, bytesInBinary: Int) throws -> BuiltInDataSummary {
    let info = try info()
    let sizes = Dictionary(try tableSizes().map { ($0.table, $0.rows) }, uniquingKeysWith: { a, _ in a })
    return BuiltInDataSummary(
      generatedOn: info.generatedOn, source: info.source, bytes: bytes,
      bytesInBinary: bytesInBinary, tables: sizes.count,
      counts: Self.countedKinds.map { .init(kind: $0.kind, rows: sizes[$0.table] ?? 0) })
  }
}
