import CZlib
import Foundation
import PokedexDatabaseLoader

// pokedex-sqlite TABLES OUTPUT: the build step that turns the committed table files into
// the database linked into pokecli. Run by the BuildPokedexDatabase plugin, never by hand.
//
// It loads TABLES/schema.sql and every TABLES/<table>.tsv (or <table>.tsv.z, the same text
// zlib-compressed) into a new SQLite file, then
// writes OUTPUT/pokedex.sqlite.z (the file, zlib-compressed) and OUTPUT/BuiltInPokedex.c,
// which links those bytes into the binary, with what `pokedex_info` says of the data (so
// that `--version` tells it without opening the database). The same files give the same
// bytes, so when neither the tables nor the tool changed since the last run, the files it
// made are kept untouched (`InputFingerprint`).

do {
  let arguments = CommandLine.arguments
  guard arguments.count == 3 else {
    throw ToolFailure("usage: pokedex-sqlite TABLES-FOLDER OUTPUT-FOLDER")
  }
  let tables = URL(fileURLWithPath: arguments[1], isDirectory: true)
  let output = URL(fileURLWithPath: arguments[2], isDirectory: true)
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let blob = output.appendingPathComponent("pokedex.sqlite.z")
  let source = output.appendingPathComponent("BuiltInPokedex.c")
  let stamp = output.appendingPathComponent(InputFingerprint.fileName)
  let fingerprint = try? InputFingerprint.of(tables: tables, output: output)
  let made = [blob, source].allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
  if made, let fingerprint, (try? String(contentsOf: stamp, encoding: .utf8)) == fingerprint {
    print("pokedex-sqlite: the tables and the tool are unchanged; the database is kept")
    exit(0)
  }
  // No stamp while the outputs are remade: a run stopped half-way leaves none.
  try? FileManager.default.removeItem(at: stamp)
  let database = output.appendingPathComponent("pokedex.sqlite")
  try? FileManager.default.removeItem(at: database)
  let loader = DatabaseLoader(path: database.path)
  try loader.load(tables: tables, expand: Deflate.expand)
  let info = try loader.info()
  let bytes = try Data(contentsOf: database)
  let compressed = try Deflate.compress(bytes)
  try compressed.write(to: blob, options: .atomic)
  try LinkedBytes.source(
    blob: blob, expandedCount: bytes.count, checksum: Checksum.fnv1a(compressed), info: info)
    .write(to: source, atomically: true, encoding: .utf8)
  if let fingerprint { try fingerprint.write(to: stamp, atomically: true, encoding: .utf8) }
  print("pokedex-sqlite: \(bytes.count) bytes, \(compressed.count) compressed")
} catch {
  FileHandle.standardError.write(Data("pokedex-sqlite: \(error)\n".utf8))
  exit(1)
}
