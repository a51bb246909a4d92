import Domain

/// The favorites as a team (`t`): opening it over the Favorites list from the selected
/// row, loading its sheet, scrolling it, and going back.
extension Browser {
  /// Identifies the team's load, dropped when it is closed or its section hidden.
  public struct TeamLoadID: Hashable, Sendable {
    public init() {}
  }

  /// Handles `action` when it is the team's business; `nil` otherwise.
  func reduceTeam(into state: inout State, _ action: Action) -> Effect<Action>? {
    switch action {
    case .teamOpened:
      // A list being loaded again (its favorites changed) waits for its rows.
      guard state.section == .favorites, state.path.isEmpty, team != nil,
        let list = state.references[.favorites], !list.rows.isEmpty, !list.isStale
      else { return Effect.none }
      let window = FavoritesTeam.window(selection: list.cursor.selection, count: list.rows.count)
      let members = list.rows[window].map(\.pokemonSummary)
      state.path.append(
        .team(FavoritesTeam(
          members: members, offset: window.lowerBound,
          total: max(list.totalCount ?? 0, list.rows.count))))
      return loadTeam(in: &state)
    case .teamLoaded(let result):
      guard case .team(var shown)? = state.path.last, shown.status.isLoading else {
        return Effect.none
      }
      shown.status = LoadStatus(result)
      state.path[state.path.count - 1] = .team(shown)
      return Effect.none
    case .card(.backKeyPressed) where state.team != nil:
      state.path.removeLast()
      return .merge(.cancel(id: TeamLoadID()), resumeFront(in: &state))
    case .cardScrolled(let movement) where state.team != nil:
      scrollTeam(movement, in: &state)
      return Effect.none
    case .retryRequested where state.team != nil:
      guard state.team?.status.error != nil else { return Effect.none }
      return loadTeam(in: &state)
    default:
      return nil
    }
  }

  /// Loads the sheet of the team in front.
  func loadTeam(in state: inout State) -> Effect<Action> {
    guard let team, case .team(var shown)? = state.path.last else { return .none }
    shown.status = .loading
    state.path[state.path.count - 1] = .team(shown)
    let queries = shown.members.map { EntryQuery.number($0.id) }
    return Effect.load({ try await team(queries) }, then: Action.teamLoaded)
      .cancellable(id: TeamLoadID(), cancelInFlight: true)
  }

  /// Scrolls the team in front as a card without links scrolls (`CardScroll`); `.lines(0)`
  /// keeps it within its lines after the size changed.
  func scrollTeam(_ movement: Movement, in state: inout State) {
    guard case .team(var shown)? = state.path.last else { return }
    let count = shown.lines(theme: theme, width: state.size.columns).count
    shown.scroll = CardScroll(scroll: shown.scroll, link: nil).moved(
      movement, lineCount: count, linkLines: [], visible: state.visibleCardLines
    ).scroll
    state.path[state.path.count - 1] = .team(shown)
  }
}

extension Browser.State {
  /// The favorites' team in front, if that is the screen in front.
  public var team: FavoritesTeam? {
    guard case .team(let team)? = path.last else { return nil }
    return team
  }
}
