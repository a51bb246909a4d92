import Domain
import PokedexTesting
import Presentation
import Testing

/// The browser driven through an in-memory terminal: keys in, frames out, the terminal
/// given back however the run ends.
@MainActor
@Suite("Browser view", .timeLimit(.minutes(3)))
struct BrowserViewTests {
  func store() -> Store<Browser.State, Browser.Action> {
    Store(
      initialState: Browser.State(list: PokemonList.State(firstPage: PageRequest(limit: 30))),
      reducer: BrowserFixtures.browser())
  }

  @Test func keysMoveTheSelectionAndQGivesTheTerminalBack() async throws {
    let terminal = ScriptedTerminal(size: TerminalSize(columns: 80, rows: 24))
    let store = store()
    let run = Task { try await BrowserView(store: store, theme: .plain).run(on: terminal) }
    #expect(await terminal.waitForScreen { $0.last?.contains(" 1 of 100") == true })
    terminal.press(.down, .character("j"))
    #expect(await terminal.waitForScreen { $0.last?.contains(" 3 of 100") == true })
    terminal.press(.character("q"))
    try await run.value
    #expect(terminal.isRestored)
    #expect(terminal.drawnFrames.allSatisfy { $0.count <= 24 })
  }

  @Test func aResizeRedrawsAtTheNewSize() async throws {
    let terminal = ScriptedTerminal(size: TerminalSize(columns: 80, rows: 24))
    let store = store()
    let run = Task { try await BrowserView(store: store, theme: .plain).run(on: terminal) }
    #expect(await terminal.waitForScreen { $0.last?.contains(" 1 of 100") == true })
    terminal.resize(to: TerminalSize(columns: 40, rows: 12))
    #expect(await terminal.waitForScreen { $0.count == 12 })
    #expect(store.state.size == TerminalSize(columns: 40, rows: 12))
    terminal.resize(to: TerminalSize(columns: 30, rows: 10))
    #expect(await terminal.waitForScreen { $0.first?.hasPrefix("too small") == true })
    terminal.hangUp()
    try await run.value
    #expect(terminal.isRestored)
  }

  @Test func aFavoriteToggledJustBeforeQuittingIsSavedFirst() async throws {
    let saved = Recorded<Int>()
    let reducer = BrowserFixtures.browser(toggle: { summary in
      try await Task.sleep(for: .milliseconds(50))
      saved.append(summary.id)
      return [summary.id]
    })
    let store = Store(
      initialState: Browser.State(list: PokemonList.State(firstPage: PageRequest(limit: 30))),
      reducer: reducer)
    let terminal = ScriptedTerminal()
    let run = Task { try await BrowserView(store: store, theme: .plain).run(on: terminal) }
    #expect(await terminal.waitForScreen { $0.last?.contains(" 1 of 100") == true })
    terminal.press(.character("f"), .character("q"))
    try await run.value
    #expect(saved.all == [1])
    #expect(store.state.favorites == [1])
  }

  @Test func noTerminalIsAnErrorAndNothingIsDrawn() async {
    let terminal = ScriptedTerminal(isTerminal: false)
    await #expect(throws: TerminalError.notATerminal) {
      try await BrowserView(store: store(), theme: .plain).run(on: terminal)
    }
    #expect(terminal.drawnFrames.isEmpty)
  }
}
