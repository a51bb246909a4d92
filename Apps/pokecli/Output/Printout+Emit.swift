import ArgumentParser
import Presentation

extension AppEnvironment {
  /// Writes what a command prints, and ends the command with its status: a failure line
  /// becomes `pokecli: <line>` on stderr and exit 1, like every other failure.
  func emit(_ printout: Printout) throws {
    if !printout.output.isEmpty { output.write(printout.output) }
    if let failure = printout.failure { throw CommandFailure(message: failure) }
    if printout.failed { throw ExitCode.failure }
  }
}
