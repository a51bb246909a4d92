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
// bytes.

do {
  let arguments = CommandLine.arguments
  guard arguments.count == 3 else {
    throw ToolFailure("usage: pokedex-sqlite TABLES-FOLDER OUTPUT-FOLDER")
  }
  let tables = URL(fileURLWithPath: arguments[1], isDirectory: true)
  let output = URL(fileURLWithPath: arguments[2], isDirectory: true)
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  let database = output.appendingPathComponent("pokedex.sqlite")
  try? FileManager.default.removeItem(at: database)
  let loader = DatabaseLoader(path: database.path)
  try loader.load(tables: tables, expand: Deflate.expand)
  let info = try loader.info()
  let bytes = try Data(contentsOf: database)
  let compressed = try Deflate.compress(bytes)
  let blob = output.appendingPathComponent("pokedex.sqlite.z")
  try compressed.write(to: blob, options: .atomic)
  try LinkedBytes.source(
    blob: blob, expandedCount: bytes.count, checksum: Checksum.fnv1a(compressed), info: info)
    .write(to: output.appendingPathComponent("BuiltInPokedex.c"), atomically: true, encoding: .utf8)
  print("pokedex-sqlite: \(bytes.count) bytes, \(compressed.count) compressed")
} catch {
  FileHandle.standardError.write(Data("pokedex-sqlite: \(error)\n".utf8))
  exit(1)
}
