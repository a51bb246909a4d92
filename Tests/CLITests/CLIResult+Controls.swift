import PokedexTesting
import Testing

extension CLIResult {
  /// Fails the test when stdout or stderr holds a control character a hostile source may
  /// carry (`HostilePokedex.forbiddenScalars`), after pokecli's own colour codes are
  /// stripped from a coloured stdout. `what` names the run in the failure.
  func expectNoForbiddenControls(
    colored: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let shown = colored ? ANSI.strip(stdout) : stdout
    for (name, text) in [("stdout", shown), ("stderr", stderr)] {
      let found = text.unicodeScalars.filter(HostilePokedex.forbiddenScalars.contains)
      #expect(
        found.isEmpty, "\(what): \(name) holds \(found.map { $0.value })",
        sourceLocation: sourceLocation)
    }
  }
}
