import Domain
import Synchronization

/// The built-in database, read-only: what pokecli reads its built-in data from.
///
/// It owns the SQL. Callers get Domain values and plain Swift values, never a row or a
/// connection, so SQLite stays an implementation detail of this layer
/// (docs/architecture.md).
///
/// It opens the database on its first read, not before: a command that reads no built-in
/// data (an empty favorites list) never finds, or expands, the file. A database that
/// cannot be opened makes every read throw the same error, without trying again.
public final class PokedexDatabase: Sendable {
  private let locate: @Sendable () throws -> String
  // The one opening every read waits for; made by the first read, so two first reads
  // open the file once.
  private let opening = Mutex<Task<Opened, any Error>?>(nil)

  private struct Opened: Sendable {
    let reader: DatabaseReader
    let info: (generatedOn: String, source: String)
  }

  /// A database opened on its first read from the file whose path `locate` gives (which
  /// may make the file first, as the built-in database's expansion does).
  /// - Parameter language: the language names and texts are read in, where the data has
  ///   them (English where it does not), as PokeAPI names it (`fr`, `ja-hrkt`); a code
  ///   the data does not know reads English (`languages()` says which it knows).
  public init(opening locate: @escaping @Sendable () throws -> String, language: String = "en") {
    self.locate = locate
    self.language = language
  }

  /// The language names and texts are shown in.
  public let language: String

  /// A database opened on its first read from the file at `path`.
  public convenience init(path: String, language: String = "en") {
    self.init(opening: { path }, language: language)
  }

  /// The database at `path`, opened now: a missing or damaged file fails here, and the
  /// file may be removed afterwards (the open connection keeps reading it).
  /// - Throws: `PokedexError.unexpected` when the file is missing or not a database of
  ///   this schema.
  public static func opened(path: String) async throws -> PokedexDatabase {
    let database = PokedexDatabase(path: path)
    _ = try await database.info()
    return database
  }

  /// The day the data was taken from PokeAPI and the API it was taken from.
  /// - Throws: `PokedexError.unexpected` when the file is missing or not a database of
  ///   this schema.
  public func info() async throws -> (generatedOn: String, source: String) {
    try await opened().info
  }

  /// The open connection and the data's info, opening the file on the first call.
  private func opened() async throws -> Opened {
    let locate = self.locate
    let language = self.language
    let task = opening.withLock { task in
      if let task { return task }
      let first = Task { try await Self.open(locate, language: language) }
      task = first
      return first
    }
    do {
      return try await task.value
    } catch let error as PokedexError {
      throw error
    } catch {
      throw PokedexError.unexpected(reason: "the built-in database cannot be read (\(error))")
    }
  }

  private static func open(
    _ locate: @Sendable () throws -> String, language: String
  ) async throws -> Opened {
    // The connection closes when the last reader lets go of it: on a failure here, or
    // with the database.
    var reader = DatabaseReader(connection: try DatabaseConnection.openReadOnly(path: locate()))
    if language != "en" {
      reader.language =
        try await reader.int("SELECT id FROM languages WHERE identifier = ?", [language])
        ?? DatabaseReader.english
    }
    return Opened(reader: reader, info: try await readInfo(reader))
  }

  private static func readInfo(_ db: DatabaseReader) async throws -> (generatedOn: String, source: String) {
    let rows = try await db.rows("SELECT key, value FROM pokedex_info")
    let values = Dictionary(
      rows.map { ($0.text("key") ?? "", $0.text("value") ?? "") },
      uniquingKeysWith: { first, _ in first })
    guard let generatedOn = values["generated_on"] else {
      throw PokedexError.unexpected(reason: "no generated_on in pokedex_info")
    }
    return (generatedOn, values["source"] ?? "")
  }

  /// How many rows each table holds, by table name, in name order.
  public func tableSizes() async throws -> [(table: String, rows: Int)] {
    try await read { db in
      let names = try await db.strings(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      var sizes: [(table: String, rows: Int)] = []
      for name in names {
        let quoted = "\"" + name.replacingEvery("\"", with: "\"\"") + "\""
        sizes.append((name, try await db.int("SELECT count(*) FROM \(quoted)") ?? 0))
      }
      return sizes
    }
  }

  /// Runs `body` with the open connection, turning a database failure into a
  /// `PokedexError`.
  func read<Value>(_ body: (DatabaseReader) async throws -> Value) async throws -> Value {
    do {
      return try await body(opened().reader)
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
  public func summary(bytes: Int, bytesInBinary: Int) async throws -> BuiltInDataSummary {
    let info = try await info()
    let sizes = Dictionary(try await tableSizes().map { ($0.table, $0.rows) }, uniquingKeysWith: { a, _ in a })
    return BuiltInDataSummary(
      generatedOn: info.generatedOn, source: info.source, bytes: bytes,
      bytesInBinary: bytesInBinary, tables: sizes.count,
      counts: Self.countedKinds.map { .init(kind: $0.kind, rows: sizes[$0.table] ?? 0) })
  }
}
