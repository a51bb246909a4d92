import Domain
import Foundation

/// What a key press means in the browser: a pure function of the key and the state, so
/// every binding is one row of a table test.
///
/// The same key means different things on different screens (q quits the list but leaves
/// the card; letters go into the query line while it is open). `nil`: the key means
/// nothing here.
public enum BrowserKeys {
  /// The action `key` stands for in `state`.
  public static func action(for key: Key, in state: Browser.State) -> Browser.Action? {
    if key == .interrupt { return .quitRequested }
    if state.isHelpShown { return .helpToggled }
    if state.search?.isEditing == true, state.screen == .list {
      return queryLineAction(for: key, query: state.search?.query ?? "")
    }
    switch state.screen {
    case .list: return listAction(for: key, hasFilter: state.search != nil)
    case .detail: return cardAction(for: key)
    }
  }

  /// The movement a key asks for, on either screen.
  static func movement(for key: Key) -> Browser.Movement? {
    switch key {
    case .up, .character("k"): return .lines(-1)
    case .down, .character("j"): return .lines(1)
    case .wheelUp: return .lines(-3)
    case .wheelDown: return .lines(3)
    case .pageUp, .control("b"): return .pages(-1)
    case .pageDown, .control("f"), .character(" "): return .pages(1)
    case .home, .character("g"): return .top
    case .end, .character("G"): return .bottom
    default: return nil
    }
  }

  private static func listAction(for key: Key, hasFilter: Bool) -> Browser.Action? {
    if let movement = movement(for: key) { return .selectionMoved(movement) }
    switch key {
    case .enter, .right, .character("l"): return .rowOpened
    case .character("f"): return .favoriteToggled
    case .character("r"): return .retryRequested
    case .character("/"): return .searchOpened
    case .character("?"): return .helpToggled
    case .character("q"): return .quitRequested
    case .escape: return hasFilter ? .searchCleared : nil
    default: return nil
    }
  }

  private static func cardAction(for key: Key) -> Browser.Action? {
    if let movement = movement(for: key) { return .cardScrolled(movement) }
    switch key {
    case .left, .character("h"), .escape, .backspace, .character("q"): return .backRequested
    case .character("n"): return .neighborOpened(offset: 1)
    case .character("p"): return .neighborOpened(offset: -1)
    case .character("f"): return .favoriteToggled
    case .character("r"): return .retryRequested
    case .character("?"): return .helpToggled
    default: return nil
    }
  }

  private static func queryLineAction(for key: Key, query: String) -> Browser.Action? {
    switch key {
    case .character(let character):
      // A paste arrives as keys: a C1 control or a bidi control in it is not text to echo.
      guard SafeText.isClean(String(character)) else { return nil }
      return .queryChanged(query + String(character))
    case .backspace: return .queryChanged(String(query.dropLast()))
    case .control("u"): return .queryChanged("")
    case .control("w"):
      let kept = query.split(separator: " ").dropLast().joined(separator: " ")
      return .queryChanged(kept.isEmpty ? "" : kept + " ")
    case .enter: return .searchCommitted
    case .escape: return .searchCleared
    case .up: return .selectionMoved(.lines(-1))
    case .down: return .selectionMoved(.lines(1))
    case .wheelUp: return .selectionMoved(.lines(-3))
    case .wheelDown: return .selectionMoved(.lines(3))
    case .pageUp: return .selectionMoved(.pages(-1))
    case .pageDown: return .selectionMoved(.pages(1))
    default: return nil
    }
  }
}
