import Domain
import PokedexTesting
import Testing

/// The in-memory terminal behaves as the gateway promises, so tests built on it hold
/// for the real one.
@Suite struct ScriptedTerminalTests {
  @Test func runDeliversTheEventsSentAndRestoresAfterwards() async throws {
    let terminal = ScriptedTerminal()
    let seen = try await terminal.run { events in
      terminal.draw(["first"])
      terminal.press(.down, .character("q"))
      var seen: [TerminalEvent] = []
      for await event in events {
        seen.append(event)
        if event == .key(.character("q")) { break }
      }
      return seen
    }
    #expect(seen == [.key(.down), .key(.character("q"))])
    #expect(terminal.isRestored)
    #expect(terminal.screen == ["first"])
  }

  @Test func aResizeChangesTheSizeAndIsAnEvent() async throws {
    let terminal = ScriptedTerminal()
    let events = try terminal.start()
    terminal.resize(to: TerminalSize(columns: 40, rows: 2))
    terminal.draw(["a", "b", "c"], fully: true)
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == .resized(TerminalSize(columns: 40, rows: 2)))
    #expect(terminal.screen == ["a", "b"])
    #expect(terminal.fullRedrawCount == 1)
    terminal.restore()
    #expect(await iterator.next() == nil)
  }

  @Test func aTerminalThatIsNotOneRefusesToStart() {
    #expect(throws: TerminalError.notATerminal) {
      try ScriptedTerminal(isTerminal: false).start()
    }
  }
}
