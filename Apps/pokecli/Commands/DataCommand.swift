import ArgumentParser
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
  struct Info: EnvironmentCommand {
    static let configuration = CommandConfiguration(
      commandName: "info",
      abstract: "Say when the built-in data was taken, how big it is, and what it counts.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the figures as JSON (see docs/json.md).")
    var json = false

    func execute(in environment: AppEnvironment) async throws {
      let root = try CompositionRoot(environment: environment, options: global)
      let database = try await EmbeddedDatabase.open(cacheFolder: root.cacheFolder)
      let summary = try await database.summary(
        bytes: built_in_database_expanded_count(), bytesInBinary: built_in_database_count())
      environment.output.write(
        root.format(json: json).render(BuiltInDataScreen(summary), hints: CommandLineHints()))
    }
  }

  /// `pokecli data export FILE`.
  struct Export: EnvironmentCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write the built-in SQLite database to a file.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The file to write (it must not exist yet, unless --force).")
    var file = "pokedex.sqlite"

    @Flag(help: "Replace the file if it exists.")
    var force = false

    func execute(in environment: AppEnvironment) async throws {
      let target = URL(fileURLWithPath: file)
      let shown = SafeText.clean(file)
      if !force, FileManager.default.fileExists(atPath: target.path) {
        throw CommandFailure(message: "\(shown) exists already: name another file, or add --force")
      }
      let bytes = try EmbeddedDatabase.expandedBytes()
      do {
        try bytes.write(to: target, options: .atomic)
      } catch {
        throw CommandFailure(message: "cannot write \(shown): \(Self.reason(error))")
      }
      environment.output.write(
        "wrote \(shown) (\(bytes.count) bytes): try sqlite3 \(shown) \"SELECT count(*) FROM pokemon\"\n")
    }

    /// Why a write failed, in the system's words ("permission denied").
    static func reason(_ error: any Error) -> String {
      let code = ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue
        ?? (error as? POSIXError)?.code.rawValue
      guard let code, let text = strerror(code) else { return SafeText.clean("\(error)") }
      let reason = String(cString: text)
      return reason.prefix(1).lowercased() + reason.dropFirst()
    }
  }
}
