import Domain
extension TerminalError {
  /// One line saying why the terminal could not be taken over, without the `pokecli:`
  /// prefix the CLI adds, made safe to print.
  public var message: String {
    switch self {
    case .notATerminal:
      return "not an interactive terminal"
    case .systemCallFailed(let operation, let reason):
      return SafeText.clean("cannot use the terminal: \(operation) failed (\(reason))")
    }
  }
}
