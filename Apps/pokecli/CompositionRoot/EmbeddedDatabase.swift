import BuiltInPokedex
import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Infrastructure
import PokedexData

/// The SQLite database linked into this binary: compressed in the binary, expanded once
/// into the cache folder (on the first run of a new build), then opened in place by every
/// run. When the cache folder cannot be written, it goes to the system's temporary folder,
/// and on Linux, when neither can, to the shared-memory folder (/dev/shm).
enum EmbeddedDatabase {
  /// The data this build holds, or `nil` when it holds none (a build of no tables).
  static func data() -> BuiltInData? {
    guard built_in_database_count() > 0,
      let count = Int(String(cString: built_in_database_pokemon_count()))
    else { return nil }
    return BuiltInData(
      generatedOn: String(cString: built_in_database_generated_on()),
      source: String(cString: built_in_database_source()), pokemonCount: count,
      languages: String(cString: built_in_database_languages()).split(separator: " ").map(String.init),
      open: { folder, language in
        PokedexDatabase(opening: { try file(cacheFolder: folder).path }, language: language)
      })
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

  /// The expanded file: in `cacheFolder`, or, when that cannot be written, in the first
  /// of `otherFolders` that can. `otherFolders` is read only then: asking for the
  /// system's temporary folder costs every run a fifth of a millisecond.
  static func file(
    cacheFolder: URL, otherFolders: @autoclosure () -> [URL] = fallbackFolders()
  ) throws -> URL {
    let size = built_in_database_expanded_count()
    let expanded = { (folder: URL) in
      try ExpandedFile.path(
        named: name, prefix: prefix, in: folder, expectedSize: size, make: expand)
    }
    let firstFailure: any Error
    do {
      return try expanded(cacheFolder)
    } catch {
      firstFailure = error
    }
    for folder in otherFolders() {
      if let file = try? expanded(folder) { return file }
    }
    throw firstFailure
  }

  /// Removes the expanded files of this build and of others from `cacheFolder` and the
  /// fallback folders, leaving any a run holds: `cache clear`. Returns how many went.
  static func removeExpanded(cacheFolder: URL) -> Int {
    ([cacheFolder] + fallbackFolders()).reduce(0) { removed, folder in
      removed + ExpandedFile.removeAll(like: name, prefix: prefix, in: folder)
    }
  }

  /// The expanded file's name: the build's checksum of the bytes makes it its own.
  private static var name: String {
    "\(prefix)\(String(cString: built_in_database_checksum())).sqlite"
  }
  private static let prefix = "pokedex-"

  /// Where the database goes when the cache folder cannot be written: the system's
  /// temporary folder, then, on Linux, the shared-memory folder (/dev/shm; the 30 MB file
  /// then holds as much memory until the machine restarts).
  static func fallbackFolders() -> [URL] {
    var folders = [FileManager.default.temporaryDirectory.appendingPathComponent("pokecli-\(getuid())")]
    #if os(Linux)
      folders.append(URL(fileURLWithPath: "/dev/shm/pokecli-\(getuid())"))
    #endif
    return folders
  }

  /// The database, opened read-only.
  static func open(cacheFolder: URL) async throws -> PokedexDatabase {
    try await PokedexDatabase.opened(path: try file(cacheFolder: cacheFolder).path)
  }
}
