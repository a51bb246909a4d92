import CSQLite
import Dispatch

/// One connection to a database file, opened read-only: the only code that speaks to
/// SQLite. Statements go in as text with their arguments bound, rows come out as
/// `DatabaseRow`s, so no type or pointer of SQLite's leaves this file.
///
/// Each statement runs on the connection's own serial queue, so no thread of the
/// concurrency pool waits on SQLite, and the handle is used by one thread at a time: the
/// connection is opened without SQLite's own mutex (`SQLITE_OPEN_NOMUTEX`). That is what
/// makes `@unchecked Sendable` true: `handle` and `prepared` are touched on `queue` only,
/// and by `deinit`, which runs once no statement holds the connection.
///
/// Running each statement on the caller's thread instead was measured: a team of six with
/// thirteen moves took 19 % less, the hop's thread wakes gone. But the pool has a thread a
/// core, and a test process reading the whole corpus then kept both busy with SQLite for
/// minutes: under load, tasks elsewhere in the process waited past their time limits
/// (`scripts/soak-tests.sh`). The queue stays; the statements it runs are kept prepared.
final class DatabaseConnection: @unchecked Sendable {
  private let handle: OpaquePointer
  private let queue = DispatchQueue(label: "pokecli.database")
  /// The statements prepared so far, kept for the next time the same text is run; touched
  /// on `queue` only.
  private var prepared = PreparedStatements()

  /// The most statements kept prepared. Preparing is a third of a small statement's time
  /// (a team's six cards and thirteen moves run the same few texts again and again); past
  /// this the one run longest ago goes, so texts that are run once (an `IN (…)` list of
  /// ids) never crowd out the ones run again, in a browse session of any length.
  static let maximumPrepared = 128

  private init(_ handle: OpaquePointer) {
    self.handle = handle
  }

  deinit {
    for statement in prepared.all { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// The database at `path`, opened read-only and immutable: the file is written once,
  /// whole, before anyone opens it, so SQLite may skip its locks and its checks for other
  /// writers. A file that is no database fails at the first statement, not here.
  /// - Throws: `DatabaseFailure` when the file cannot be opened.
  static func openReadOnly(path: String) throws -> DatabaseConnection {
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
    let status = sqlite3_open_v2("file:\(uriPath(path))?mode=ro&immutable=1", &handle, flags, nil)
    guard status == SQLITE_OK, let handle else {
      let failure = DatabaseFailure(status: status, handle: handle, doing: "opening \(path)")
      sqlite3_close_v2(handle)
      throw failure
    }
    return DatabaseConnection(handle)
  }

  /// The most rows, and bytes of text and blobs, one statement may yield. The largest
  /// read pokecli makes (every name of every entry in every language) is about 70,000
  /// rows and 3 MB; a damaged or forged file (a view of endless rows) stops here instead
  /// of growing the process until the kernel kills it.
  static let maximumRows = 1_000_000
  static let maximumBytes = 64 << 20

  /// Every row `sql` yields with `arguments` bound to its `?`s in order.
  /// - Throws: `DatabaseFailure` naming SQLite's error, or saying the result passed
  ///   `maximumRows` or `maximumBytes`.
  func rows(_ sql: String, _ arguments: [DatabaseValue]) async throws -> [DatabaseRow] {
    try await withCheckedThrowingContinuation { continuation in
      queue.async {
        continuation.resume(with: Result { try self.runKept(sql, arguments) })
      }
    }
  }

  // MARK: - On the queue

  /// `sql` run with `arguments` through its kept statement, or a new one then kept.
  private func runKept(_ sql: String, _ arguments: [DatabaseValue]) throws -> [DatabaseRow] {
    let statement = try prepared.take(sql) ?? prepare(sql)
    // Ready for its next run, and kept (the one run longest ago finalized to make room).
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
      prepared.keep(statement, for: sql, atMost: Self.maximumPrepared)
    }
    return try run(statement, arguments)
  }

  /// `sql` prepared anew.
  private func prepare(_ sql: String) throws -> OpaquePointer {
    var made: OpaquePointer?
    let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &made, nil)
    guard status == SQLITE_OK, let statement = made else {
      sqlite3_finalize(made)
      throw DatabaseFailure(status: status, handle: handle, doing: "preparing a statement")
    }
    return statement
  }

  private func run(_ statement: OpaquePointer, _ arguments: [DatabaseValue]) throws -> [DatabaseRow] {
    for (index, argument) in zip(Int32(1)..., arguments) {
      let status = Self.bind(argument, at: index, in: statement)
      guard status == SQLITE_OK else {
        throw DatabaseFailure(status: status, handle: handle, doing: "binding argument \(index)")
      }
    }
    let count = sqlite3_column_count(statement)
    let columns = DatabaseColumns(
      (0..<count).map { sqlite3_column_name(statement, $0).map { String(cString: $0) } ?? "" })
    // Every row's values in one array, each row its stretch of it (`DatabaseRow.values`).
    var values: [DatabaseValue] = []
    var rowCount = 0
    var bytes = 0
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { break }
      guard status == SQLITE_ROW else {
        throw DatabaseFailure(status: status, handle: handle, doing: "reading a row")
      }
      for column in 0..<count {
        let value = Self.value(statement, column)
        switch value {
        case .text(let text): bytes += text.utf8.count
        case .blob(let blob): bytes += blob.count
        default: bytes += 8
        }
        values.append(value)
      }
      guard rowCount < Self.maximumRows, bytes <= Self.maximumBytes else {
        throw DatabaseFailure(
          description: "reading a statement's rows: more than \(Self.maximumRows) rows or "
            + "\(Self.maximumBytes >> 20) MB, more than any of pokecli's reads")
      }
      rowCount += 1
    }
    // At most `maximumRows` rows of SQLite's at most 32,767 columns: no product overflows.
    let width = Int(count)
    return (0..<rowCount).map { row in
      DatabaseRow(columns: columns, values: values[(row * width)..<((row + 1) * width)])
    }
  }

  private static func bind(
    _ argument: DatabaseValue, at index: Int32, in statement: OpaquePointer
  ) -> Int32 {
    switch argument {
    case .null:
      return sqlite3_bind_null(statement, index)
    case .integer(let number):
      return sqlite3_bind_int64(statement, index, number)
    case .real(let number):
      return sqlite3_bind_double(statement, index, number)
    case .text(var text):
      // An empty text has no bytes to point at, and a NULL pointer would bind NULL.
      guard !text.isEmpty else { return sqlite3_bind_text(statement, index, "", 0, transient) }
      return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { characters in
          sqlite3_bind_text(
            statement, index, characters.baseAddress, Int32(clamping: characters.count),
            transient)
        }
      }
    case .blob(let bytes):
      guard !bytes.isEmpty else { return sqlite3_bind_zeroblob(statement, index, 0) }
      return bytes.withUnsafeBytes { buffer in
        sqlite3_bind_blob(
          statement, index, buffer.baseAddress, Int32(clamping: buffer.count), transient)
      }
    }
  }

  /// Column `index` of the row `statement` stands on. Texts are decoded as UTF-8, with
  /// what is not UTF-8 replaced, and whole, a NUL byte included; the pointer is asked for
  /// before the length, as SQLite's documentation says to.
  private static func value(_ statement: OpaquePointer, _ index: Int32) -> DatabaseValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT:
      guard let text = sqlite3_column_text(statement, index) else { return .text("") }
      let count = Int(max(0, sqlite3_column_bytes(statement, index)))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      guard let blob = sqlite3_column_blob(statement, index) else { return .blob([]) }
      let count = Int(max(0, sqlite3_column_bytes(statement, index)))
      return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
    default:
      return .null
    }
  }

  /// SQLite's "copy this now" destructor, which Swift cannot spell as a constant.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// `path` as the path of a `file:` URI: the characters a URI gives meaning to, escaped.
  static func uriPath(_ path: String) -> String {
    var escaped = ""
    for character in path.unicodeScalars {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3f"
      case "#": escaped += "%23"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}

/// A connection's prepared statements by their text, each with when it was last run.
/// Touched on the connection's queue only.
private struct PreparedStatements {
  private var statements: [String: (statement: OpaquePointer, lastRun: Int)] = [:]
  private var runs = 0

  /// Every statement kept, to finalize.
  var all: [OpaquePointer] { statements.values.map(\.statement) }

  /// The statement kept for `sql`, taken out while it runs; `nil` when none is.
  mutating func take(_ sql: String) -> OpaquePointer? {
    statements.removeValue(forKey: sql)?.statement
  }

  /// Keeps `statement` for `sql`; when `maximum` are kept already, the one run longest
  /// ago is finalized first.
  mutating func keep(_ statement: OpaquePointer, for sql: String, atMost maximum: Int) {
    runs += 1
    if statements.count >= maximum,
      let oldest = statements.min(by: { $0.value.lastRun < $1.value.lastRun })
    {
      sqlite3_finalize(oldest.value.statement)
      statements.removeValue(forKey: oldest.key)
    }
    statements[sql] = (statement, runs)
  }
}

/// A statement or an opening SQLite refused, said in one line with SQLite's own words.
struct DatabaseFailure: Error, CustomStringConvertible {
  let description: String

  init(description: String) {
    self.description = description
  }

  init(status: Int32, handle: OpaquePointer?, doing what: String) {
    let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
      ?? sqlite3_errstr(status).map { String(cString: $0) } ?? "error"
    description = "\(what): \(message) (SQLite \(status))"
  }
}
