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
      guard state.section == .favorites, state.path.isEmpty, team != nil,
        let list = state.references[.favorites], !list.rows.isEmpty
      else { return Effect.none }
      let window = FavoritesTeam.window(selection: list.cursor.selection, count: list.rows.count)
      let members = list.rows[window].map(\.pokemonSummary)
      state.path.append(
        .team(FavoritesTeam(members: members, offset: window.lowerBound, total: list.rows.count)))
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
    case .retryRequested where state.team?.status.error != nil:
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

  private func scrollTeam(_ movement: Movement, in state: inout State) {
    guard case .team(var shown)? = state.path.last else { return }
    let count = shown.lines(theme: theme, width: state.size.columns).count
    let visible = state.visibleCardLines
    let most = max(0, count - visible)
    switch movement {
    case .lines(let lines): shown.scroll += lines
    case .pages(let pages): shown.scroll += pages * visible
    case .top: shown.scroll = 0
    case .bottom: shown.scroll = most
    }
    shown.scroll = max(0, min(shown.scroll, most))
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
