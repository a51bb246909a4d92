import BuiltInPokedex
import Domain
import Foundation
import Infrastructure
import PokedexData

/// The SQLite database linked into this binary: compressed in the binary, expanded once
/// into the cache folder (on the first run of a new build), then opened in place by every
/// run. When neither the cache folder nor the system's temporary folder can be written,
/// it is expanded into memory instead, for that run.
enum EmbeddedDatabase {
  /// The data this build holds, or `nil` when it holds none (a build of no tables).
  static func data() -> BuiltInData? {
    guard built_in_database_count() > 0,
      let count = Int(String(cString: built_in_database_pokemon_count()))
    else { return nil }
    return BuiltInData(
      generatedOn: String(cString: built_in_database_generated_on()),
      source: String(cString: built_in_database_source()), pokemonCount: count,
      open: { folder in PokedexDatabase(opening: { try origin(cacheFolder: folder) }) })
  }

  /// The compressed bytes, read in place (not copied).
  private static var compressed: Data {
    Data(
      bytesNoCopy: UnsafeMutableRawPointer(mutating: built_in_database_bytes()),
      count: built_in_database_count(), deallocator: .none)
  }

  /// The database's bytes, expanded: what `data export` writes.
  static func expandedBytes() throws -> Data {
    try ZlibCompressor().expand(compressed, originalSize: built_in_database_expanded_count())
  }

  /// Expands the database a piece at a time into `write`: the first run holds a piece of
  /// it in memory, never the whole 30 MB.
  static func expand(into write: (Data) throws -> Void) throws {
    try ZlibStream.expand(
      compressed, expectedSize: built_in_database_expanded_count(), write: write)
  }

  /// The expanded file: in `cacheFolder`, or, when that cannot be written, in the
  /// system's temporary folder.
  static func file(cacheFolder: URL) throws -> URL {
    let name = "pokedex-\(String(cString: built_in_database_checksum())).sqlite"
    let size = built_in_database_expanded_count()
    do {
      return try ExpandedFile.path(
        named: name, prefix: "pokedex-", in: cacheFolder, expectedSize: size, make: expand)
    } catch {
      let temporary = FileManager.default.temporaryDirectory
        .appendingPathComponent("pokecli-\(getuid())")
      return try ExpandedFile.path(
        named: name, prefix: "pokedex-", in: temporary, expectedSize: size, make: expand)
    }
  }

  /// Where to read the database: its expanded file, or, when no folder can hold one, its
  /// bytes in memory (30 MB more memory for that run, and the expansion paid every run).
  static func origin(cacheFolder: URL) throws -> PokedexDatabase.Origin {
    do {
      return .file(path: try file(cacheFolder: cacheFolder).path)
    } catch {
      return .bytes(try expandedBytes())
    }
  }

  /// The database, opened read-only.
  static func open(cacheFolder: URL) throws -> PokedexDatabase {
    try PokedexDatabase(path: try file(cacheFolder: cacheFolder).path)
  }
}
