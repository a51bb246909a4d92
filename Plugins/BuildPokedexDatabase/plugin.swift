import Foundation
import PackagePlugin

/// Builds the SQLite database from the table files of the target it is applied to
/// (`tables/schema.sql` and `tables/<table>.tsv`) and links it into the binary: it runs
/// pokedex-sqlite, which writes the compressed database and the C source that includes it.
/// The build runs it again only when a table file changes.
@main
struct BuildPokedexDatabase: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let tables = target.directoryURL.appending(path: "tables")
    let files = try FileManager.default.contentsOfDirectory(atPath: tables.path)
      .filter { $0.hasSuffix(".tsv") || $0.hasSuffix(".tsv.z") || $0.hasSuffix(".sql") }
      .sorted()
      .map { tables.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL
    return [
      .buildCommand(
        displayName: "Building the built-in Pokédex database",
        executable: try context.tool(named: "pokedex-sqlite").url,
        arguments: [tables.path, output.path],
        inputFiles: files,
        outputFiles: [
          output.appending(path: "BuiltInPokedex.c"),
          output.appending(path: "pokedex.sqlite.z"),
        ])
    ]
  }
}
