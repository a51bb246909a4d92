import Domain
/// The browser on an interactive terminal: keys in, frames out.
///
/// It takes the terminal over, draws a frame after every state change (the terminal sends
/// only the lines that changed), maps each key to an action with `BrowserKeys`, and gives
/// the terminal back when the user quits, the input ends, or the body throws. Favorite
/// toggles still being saved when the user quits are waited for; loads are dropped.
@MainActor
public struct BrowserView {
  /// The store the view reads and sends to.
  public let store: Store<Browser.State, Browser.Action>
  /// How the screen is painted.
  public let theme: Theme

  /// A view of `store` painted with `theme`.
  public init(store: Store<Browser.State, Browser.Action>, theme: Theme) {
    self.store = store
    self.theme = theme
  }

  /// Runs the browser on `terminal` until the user quits or the terminal goes away.
  ///
  /// - Throws: `TerminalError` when the terminal cannot be taken over; it is left as it was.
  public func run(on terminal: any InteractiveTerminal) async throws {
    try await terminal.run { events in
      let observation = store.observe { [theme] state in
        terminal.draw(BrowserScreen.render(state, theme: theme, size: state.size))
      }
      defer { observation.cancel() }
      store.send(.resized(terminal.size))
      store.send(.task)
      var saves: [StoreTask] = []
      for await event in events {
        switch event {
        case .key(let key):
          guard let action = BrowserKeys.action(for: key, in: store.state) else { break }
          let work = store.send(action)
          if action.togglesFavorite { saves.append(work) }
        case .resized(let size), .resumed(let size):
          // The terminal draws the next frame in full after either: no need to ask.
          store.send(.resized(size))
        }
        if store.state.hasQuit { break }
      }
      // A favorite toggled just before quitting is saved before the program ends.
      for save in saves { await save.finish() }
    }
  }
}
