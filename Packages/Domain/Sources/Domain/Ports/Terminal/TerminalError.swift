/// Why an interactive terminal could not be taken over.
public enum TerminalError: Error, Hashable, Sendable {
  /// Standard input or standard output is not a terminal (a pipe, a file).
  case notATerminal
  /// A system call failed; `operation` names it (`tcsetattr`), `reason` is the
  /// operating system's own words.
  case systemCallFailed(operation: String, reason: String)
}
