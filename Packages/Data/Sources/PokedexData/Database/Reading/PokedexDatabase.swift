import Domain
import Foundation
import GRDB
import GRDBSQLite

/// The built-in database, read-only: what pokecli reads its built-in data from.
///
/// It owns the SQL. Callers get Domain values and plain Swift values, never a GRDB type,
/// so the library stays an implementation detail of this layer (docs/architecture.md).
///
/// It opens the database on its first read, not before: a command that reads no built-in
/// data (an empty favorites list) never finds, or expands, the file. A database that
/// cannot be opened makes every read throw the same error, without trying again.
public final class PokedexDatabase: @unchecked Sendable {
  /// Where a database's bytes are.
  public enum Origin: Sendable {
    /// A file, opened in place, read-only.
    case file(path: String)
    /// The bytes themselves, copied into memory (as much memory as the file's size): the
    /// fallback when no folder can hold the file.
    case bytes(Data)
  }

  private let locate: @Sendable () throws -> Origin
  // Guards `state`; held while opening, so two first reads open the file once.
  private let lock = NSLock()
  private var state: State = .closed

  private enum State {
    case closed
    case open(DatabaseQueue, info: (generatedOn: String, source: String))
    case failed(PokedexError)
  }

  /// A database opened on its first read from where `locate` says (which may make the
  /// file first, as the built-in database's expansion does).
  public init(opening locate: @escaping @Sendable () throws -> Origin) {
    self.locate = locate
  }

  /// Opens the database file at `path` now.
  /// - Throws: `PokedexError.unexpected` when the file is missing or not a database of
  ///   this schema.
  public convenience init(path: String) throws {
    self.init(opening: { .file(path: path) })
    _ = try opened()
  }

  /// The day the data was taken from PokeAPI and the API it was taken from.
  public func info() throws -> (generatedOn: String, source: String) {
    try opened().info
  }

  /// The open queue and the data's info, opening the file on the first call.
  private func opened() throws -> (queue: DatabaseQueue, info: (generatedOn: String, source: String)) {
    try lock.withLock {
      switch state {
      case .open(let queue, let info): return (queue, info)
      case .failed(let error): throw error
      case .closed:
        do {
          let queue: DatabaseQueue
          switch try locate() {
          case .file(let path): queue = try Self.open(path: path)
          case .bytes(let bytes): queue = try Self.load(bytes)
          }
          let info = try queue.read(Self.readInfo)
          state = .open(queue, info: info)
          return (queue, info)
        } catch {
          let failure = PokedexError.unexpected(
            reason: "the built-in database cannot be read (\(error))")
          state = .failed(failure)
          throw failure
        }
      }
    }
  }

  private static func open(path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.label = "pokedex"
    return try DatabaseQueue(path: path, configuration: configuration)
  }

  /// An in-memory database holding a copy of `bytes`, read-only.
  private static func load(_ bytes: Data) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.label = "pokedex"
    let queue = try DatabaseQueue(configuration: configuration)
    try queue.inDatabase { db in
      guard let size = Int64(exactly: bytes.count), let count = UInt64(exactly: bytes.count),
        let buffer = sqlite3_malloc64(count)?.assumingMemoryBound(to: UInt8.self)
      else { throw PokedexError.unexpected(reason: "no memory for \(bytes.count) bytes") }
      bytes.copyBytes(to: buffer, count: bytes.count)
      // SQLite owns the buffer from here, and frees it when the connection closes (or at
      // once, if it refuses the bytes).
      let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY)
      let status = sqlite3_deserialize(db.sqliteConnection, "main", buffer, size, size, flags)
      guard status == SQLITE_OK else {
        throw PokedexError.unexpected(reason: "SQLite refused the bytes (status \(status))")
      }
    }
    return queue
  }

  private static func readInfo(_ db: Database) throws -> (generatedOn: String, source: String) {
    let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM pokedex_info")
    let values = Dictionary(
      rows.map { ($0.text("key") ?? "", $0.text("value") ?? "") },
      uniquingKeysWith: { first, _ in first })
    guard let generatedOn = values["generated_on"] else {
      throw PokedexError.unexpected(reason: "no generated_on in pokedex_info")
    }
    return (generatedOn, values["source"] ?? "")
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
      return try opened().queue.read(body)
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
