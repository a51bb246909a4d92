import ArgumentParser
import Domain
import Presentation

/// A command that runs against an `AppEnvironment`: the seam tests drive.
///
/// `run()` only builds the live environment; `run(in:)` turns any failure into one line
/// on standard error and exit code 1 (a `UsageFailure` into a usage error, exit 64, said
/// with its help hint by `PokeCLI.report`), so a user never sees a stack trace or a Swift
/// error.
protocol EnvironmentCommand: AsyncParsableCommand {
  /// The options every command shares; their `--color` decides which escape codes the
  /// output may hold.
  var global: GlobalOptions { get }

  /// `--graphics`, for a command that draws sprites; `nil` for the others, whose output
  /// never holds a picture.
  var graphicsChoice: GraphicsChoice? { get }

  /// Whether the command's screens name regional Pokédexes (a Pokémon's card, a Pokédex's
  /// page): then the built-in data is read for their English names too, which the
  /// program does not spell itself. Another command in English reads no names, and so
  /// never opens that data.
  var namesPokedexes: Bool { get }

  /// The command's work. Throws `PokedexError` or `CommandFailure` for a user to read.
  func execute(in environment: AppEnvironment) async throws
}

extension EnvironmentCommand {
  var graphicsChoice: GraphicsChoice? { nil }
  var namesPokedexes: Bool { false }

  mutating func run() async throws {
    try await run(in: .live())
  }

  /// Runs the command, reporting a failure as `pokecli: <reason>` and exit code 1, or
  /// passing a usage failure on as a usage error (exit 64).
  ///
  /// Everything it writes passes through `FilteredSink`: styles only when the output has
  /// colour, so `--color never` leaves no escape code at all, whatever the source, and
  /// pictures only when the command draws them to a terminal.
  func run(in unfiltered: AppEnvironment) async throws {
    let styles = CompositionRoot.theme(for: global.color, in: unfiltered).usesColor
    let pictures = graphicsChoice.map {
      CompositionRoot.spriteGraphics($0, color: global.color, in: unfiltered) != .halfBlocks
    } ?? false
    var environment = unfiltered.filtered(styles: styles, pictures: pictures)
    do {
      environment.vocabulary = try await LanguageChoice.vocabulary(
        options: global, environment: environment, namingPokedexes: namesPokedexes)
      try await execute(in: environment)
    } catch let exit as ExitCode {
      throw exit
    } catch let usage as UsageFailure {
      // Said as every usage error is, with its help hint (`PokeCLI.report`).
      throw ValidationError(usage.message)
    } catch let pokedexError as PokedexError where pokedexError.isBadArgument {
      throw ValidationError(pokedexError.message)
    } catch {
      environment.errorOutput.write("pokecli: \(Self.reason(for: error))\n")
      throw ExitCode.failure
    }
  }

  private static func reason(for error: any Error) -> String {
    switch error {
    case let failure as CommandFailure: return SafeText.url(failure.message)
    case let pokedexError as PokedexError: return pokedexError.message
    case let absent as NotYetInGame: return SafeText.url(absent.message)
    case let terminalError as TerminalError: return terminalError.message
    default: return PokedexError(error).message
    }
  }
}

/// A bad value found after parsing, in an environment variable such as `POKECLI_MAX_AGE`:
/// a usage error like a bad flag, so it exits 64 too.
struct UsageFailure: Error, Equatable {
  let message: String
}

/// A runtime failure a command explains in its own words: exit 1 (docs/behaviour.md).
///
/// Thrown from `validate()` too, for a name nothing has (`type fyre`): ArgumentParser says
/// an error of its own kind other than `ValidationError` by its description, with exit 1,
/// where a `ValidationError` is a usage error, exit 64.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
  let message: String

  var description: String { message }
}

extension AppEnvironment {
  /// Writes what a command prints, and ends the command with its status: a failure line
  /// becomes `pokecli: <line>` on stderr and exit 1, like every other failure, or exit 64
  /// when it comes of an argument no Pokédex answers (`--generation 10`).
  func emit(_ printout: Printout, usageError: Bool = false) throws {
    if !printout.output.isEmpty { output.write(printout.output) }
    if let failure = printout.failure {
      if usageError { throw UsageFailure(message: failure) }
      throw CommandFailure(message: failure)
    }
    if printout.failed { throw ExitCode.failure }
  }
}
