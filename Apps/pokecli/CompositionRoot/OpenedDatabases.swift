import Domain
import PokedexData

/// The built-in database as one command opens it: once for each language it is read in,
/// however many repositories read it. Each opening is its own SQLite connection, with its
/// own reading of the schema and its own page cache; `coverage` used to open three.
final class OpenedDatabases: @unchecked Sendable {
  private let lock = Lock()
  private var byLanguage: [String: PokedexDatabase] = [:]

  /// The database read in `language`, made by `open` the first time it is asked for (a
  /// `PokedexDatabase` opens its file on its first read, so making one costs nothing).
  func database(language: String, open: () -> PokedexDatabase) -> PokedexDatabase {
    lock.withLock {
      if let database = byLanguage[language] { return database }
      let database = open()
      byLanguage[language] = database
      return database
    }
  }
}
