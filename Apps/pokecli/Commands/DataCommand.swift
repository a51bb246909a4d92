import ArgumentParser
import BuiltInPokedex
import Domain
import Infrastructure
import PokedexData
import Presentation

/// `pokecli data info|export`: the SQLite database built into pokecli.
struct DataCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "data",
    abstract: "Say what data is built into pokecli, or write its SQLite database to a file.",
    discussion: """
      pokecli carries PokeAPI's data in a SQLite database (docs/database.md). Write it to \
      a file and query it with any SQLite client.

      Examples:
        pokecli data info
        pokecli data export pokedex.sqlite
        sqlite3 pokedex.sqlite "SELECT identifier FROM pokemon WHERE species_id = 25"
      """,
    subcommands: [Info.self, Export.self])

  /// `pokecli data info`.
  struct Info: ScreenCommand {
    static let configuration = CommandConfiguration(
      commandName: "info",
      abstract: "Say when the built-in data was taken, how big it is, and what it counts.")

    @OptionGroup var global: GlobalOptions

    @OptionGroup var output: OutputOptions

    func screen(from root: CompositionRoot) async throws -> BuiltInDataScreen {
      let database = try await EmbeddedDatabase.open(cacheFolder: root.cacheFolder)
      return BuiltInDataScreen(
        try await database.summary(
          bytes: built_in_database_expanded_count(), bytesInBinary: built_in_database_count()))
    }
  }

  /// `pokecli data export FILE`.
  struct Export: EnvironmentCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write the built-in SQLite database to a file.")

    @OptionGroup var global: GlobalOptions

    @Argument(
      help: ArgumentHelp(
        "The file to write (it must not exist yet, unless --force), or - for standard output.",
        valueName: "file"))
    var file = "pokedex.sqlite"

    @Flag(help: "Replace the file if it exists (a regular file only).")
    var force = false

    func execute(in environment: AppEnvironment) async throws {
      if file == "-" {
        guard !environment.outputIsTerminal else {
          throw CommandFailure(
            message: "standard output is a terminal: send the database to a file or a pipe"
              + " (pokecli data export - > pokedex.sqlite)")
        }
        environment.output.write(bytes: try EmbeddedDatabase.expandedBytes())
        return
      }
      let shown = SafeText.clean(file)
      do {
        // Refused before 55 MB are expanded, when the path is refused anyway.
        try UserFile.check(file, replacing: force)
        let bytes = try EmbeddedDatabase.expandedBytes()
        try UserFile.write(bytes, to: file, replacing: force)
        environment.output.write(
          "wrote \(shown) (\(bytes.count) bytes): try sqlite3 \(shown) \"SELECT count(*) FROM pokemon\"\n")
      } catch let error as UserFile.Refusal {
        let hint = error.isExistingFile ? ": name another file, or add --force" : ""
        throw CommandFailure(message: "cannot write \(shown): \(error.reason)\(hint)")
      }
    }
  }
}
