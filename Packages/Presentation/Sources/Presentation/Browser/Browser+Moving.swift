import Domain
/// Moving through the list, and loading the next page before the selection reaches the
/// end.
extension Browser {
  // MARK: - The list

  func move(_ movement: Movement, in state: inout State) -> Effect<Action> {
    let count = state.shownList.rows.count
    guard state.path.isEmpty, count > 0 else { return .none }
    var cursor = state.cursor
    let page = state.visibleRows
    switch movement {
    case .lines(let lines):
      cursor.selection += lines
    case .pages(let pages):
      cursor.selection += pages * page
      cursor.top += pages * page
    case .top:
      cursor.selection = 0
    case .bottom:
      cursor.selection = count - 1
    }
    cursor.selection = min(max(0, cursor.selection), state.lastSelectableIndex)
    let list = state.shownList
    let toTheEnd = movement == .bottom && list.nextPage != nil && list.status.error == nil
    cursor.seek = toTheEnd ? .end : nil
    state.cursor = Self.keepingSelectionVisible(cursor, in: state)
    // From built-in data End asks for every row left at once.
    let more = cursor.seek == .end && readsBuiltInData
      ? sendToShownList(.restRequested, in: &state) : prefetch(into: &state)
    // On its way to the end, the selection waits on the "loading…" row.
    if state.cursor.seek != nil { state.cursor.selection = state.lastSelectableIndex }
    // A page now loading adds its "loading…" row, which the last row must not hide.
    state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
    return more
  }

  /// Sets off for the row `cursor.seek` names: at once when it is loaded, else through
  /// the pages still missing (`followSeek`).
  func goToSeek(into state: inout State) -> Effect<Action> {
    let list = state.shownList
    var isLoaded = false
    if case .entry(let id, _) = state.cursor.seek {
      isLoaded = list.rows.contains { $0.id == id }
    }
    // A page in flight is followed when it lands.
    guard list.status.isLoading, !isLoaded else { return followSeek(into: &state) }
    state.cursor.selection = state.lastSelectableIndex
    state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
    return .none
  }

  /// After a page of the list on screen arrived or failed: a selection on its way to a
  /// row lands on it once it is loaded; else it asks for the next missing page (each
  /// once, in order) and waits on the "loading…" row, or, with the last page in or a
  /// failure, lands on the last row.
  func followSeek(into state: inout State) -> Effect<Action> {
    guard let seek = state.cursor.seek else { return .none }
    let list = state.shownList
    var landing: Int?
    if case .entry(let id, let otherwise) = seek {
      landing = list.rows.firstIndex { $0.id == id }
        ?? (list.nextPage == nil || list.status.error != nil ? otherwise : nil)
    } else if list.nextPage == nil || list.status.error != nil {
      landing = list.rows.count - 1
    }
    if let landing {
      state.cursor.seek = nil
      state.cursor.selection = max(0, min(landing, list.rows.count - 1))
      state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
      return .none
    }
    // From built-in data the rows left are one query away: asked for at once.
    let rest = seek == .end && readsBuiltInData
    let more = sendToShownList(rest ? .restRequested : .nextPageRequested, in: &state)
    state.cursor.selection = state.lastSelectableIndex
    state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
    return more
  }

  /// `cursor` with its first row moved as little as it takes to show the selection (and
  /// the "Loading…" row below the last row), and never past the end of the list. The
  /// selection may stand on the "Loading…" row, which becomes the first row of the page
  /// when it lands, or goes back to the last row if the page fails.
  static func keepingSelectionVisible(_ cursor: Cursor, in state: State) -> Cursor {
    let count = state.shownList.rows.count
    let total = count + (state.hasTrailingRow ? 1 : 0)
    let visible = state.visibleRows
    var cursor = cursor
    cursor.selection = min(max(0, cursor.selection), max(0, state.lastSelectableIndex))
    let mustShow = state.hasTrailingRow && cursor.selection >= count - 1
      ? count : cursor.selection
    if cursor.selection < cursor.top { cursor.top = cursor.selection }
    if mustShow >= cursor.top + visible { cursor.top = mustShow - visible + 1 }
    cursor.top = max(0, min(cursor.top, total - visible))
    return cursor
  }

  /// Asks the list on screen for its next page when the last row on screen is near the
  /// last row loaded (also when the rows do not fill the screen). The list itself asks
  /// once: never again while a page loads, nor after a failure until a retry.
  func prefetch(into state: inout State) -> Effect<Action> {
    let count = state.shownList.rows.count
    guard count > 0 else { return .none }
    let lastOnScreen = min(state.cursor.top + state.visibleRows, count) - 1
    return sendToShownList(.rowAppeared(index: lastOnScreen), in: &state)
  }

  /// Sends `action` to the list on screen: the search's matches, or the list.
  func sendToShownList(_ action: PokemonList.Action, in state: inout State) -> Effect<Action> {
    state.search?.results != nil
      ? reduceSearch(into: &state, .search(.list(action)))
      : reduceList(into: &state, action)
  }
}
