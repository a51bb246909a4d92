import BuiltInPokedex
import Domain
import Foundation
import Infrastructure
import PokedexData

/// The SQLite database linked into this binary: compressed in the binary, expanded once
/// into the cache folder (about 100 ms, on the first run of a new build), then opened in
/// place by every run.
enum EmbeddedDatabase {
  /// The database's bytes, expanded: what `data export` writes.
  static func expandedBytes() throws -> Data {
    let compressed = Data(
      bytesNoCopy: UnsafeMutableRawPointer(mutating: built_in_database_bytes()),
      count: built_in_database_count(), deallocator: .none)
    return try ZlibCompressor().expand(compressed, originalSize: built_in_database_expanded_count())
  }

  /// The expanded file: in `cacheFolder`, or, when that cannot be written, in the
  /// system's temporary folder.
  static func file(cacheFolder: URL) throws -> URL {
    let name = "pokedex-\(String(cString: built_in_database_checksum())).sqlite"
    let size = built_in_database_expanded_count()
    do {
      return try ExpandedFile.path(
        named: name, prefix: "pokedex-", in: cacheFolder, expectedSize: size, make: expandedBytes)
    } catch {
      let temporary = FileManager.default.temporaryDirectory
        .appendingPathComponent("pokecli-\(getuid())")
      return try ExpandedFile.path(
        named: name, prefix: "pokedex-", in: temporary, expectedSize: size, make: expandedBytes)
    }
  }

  /// The database, opened read-only.
  static func open(cacheFolder: URL) throws -> PokedexDatabase {
    try PokedexDatabase(path: try file(cacheFolder: cacheFolder).path)
  }
}
