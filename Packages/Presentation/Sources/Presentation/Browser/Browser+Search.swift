import Domain
/// The live search: each change of the query replaces the search in flight, waits out a
/// short debounce on the injected clock, then loads the matches as a list of their own.
extension Browser {
  /// The id of the matches' page loads: apart from the list's, so that a search never
  /// drops a page of the list in flight (both run under `SearchID` too).
  static let matchesLoadID = PokemonList.PageLoadID(list: "matches")

  func reduceSearch(into state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .searchOpened:
      guard state.path.isEmpty else { return .none }
      // The list's page in flight lands as it will; the way to a row is given up.
      state.listCursor.seek = nil
      if state.search == nil { state.search = Search() }
      state.search?.isEditing = true
      state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
      return .none

    case .queryChanged(let query):
      guard var search = state.search else { return .none }
      search.query = query
      search.cursor = Cursor()
      let terms = search.terms
      // What is on screen (the matches of the query before, else the list) stays until
      // the new matches land: no frame blanks to "searching…".
      var list = PokemonList.State(
        firstPage: PageRequest(offset: 0, limit: state.list.firstPage.limit),
        favorites: state.favorites)
      if let shown = search.results?.list.rows ?? Optional(state.list.rows), !shown.isEmpty {
        list.rows = shown
        list.isStale = true
      }
      search.results = terms.isEmpty ? nil : PokemonSearch.State(terms: terms, list: list)
      state.search = search
      state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
      guard !terms.isEmpty else { return .cancel(id: SearchID()) }
      guard let debounce = searchDebounce else {
        // From built-in data the matches are a query away: searched on every key.
        return .merge(.cancel(id: SearchID()), reduceSearch(into: &state, .queryDebounced))
      }
      return .merge(
        .cancel(id: SearchID()),
        .run { [clock] send in
          do {
            try await clock.sleep(for: debounce)
          } catch {
            return
          }
          send(.queryDebounced)
        }.cancellable(id: SearchID()))

    case .queryDebounced:
      guard state.search?.results?.list.status == .idle else { return .none }
      return reduceSearch(into: &state, .search(.list(.task)))

    case .searchCommitted:
      guard state.search != nil else { return .none }
      state.search?.isEditing = false
      if state.search?.terms.isEmpty == true { state.search = nil }
      state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
      return .none

    case .searchCleared:
      guard state.search != nil else { return .none }
      // The match selected stays selected in the whole list, loaded up to it if need be.
      let chosen = state.search?.results == nil ? nil : state.selectedRow
      state.search = nil
      guard let chosen else {
        state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
        return .cancel(id: SearchID())
      }
      state.cursor.seek = .entry(id: chosen.id, otherwise: state.cursor.selection)
      return .merge(.cancel(id: SearchID()), goToSeek(into: &state))

    case .search(let action):
      guard var results = state.search?.results else { return .none }
      let terms = results.terms
      let search = PokemonSearch(
        list: PokemonList(loadID: Self.matchesLoadID) { [searchPage] in
          try await searchPage(terms, $0)
        },
        suggest: { [suggest] in await suggest(terms) })
      let effect = search.reduce(into: &results, action: action)
        .map(Action.search).cancellable(id: SearchID())
      state.search?.results = results
      guard case .list(.pageLoaded) = action else { return effect }
      state.cursor = Self.keepingSelectionVisible(state.cursor, in: state)
      let end = followSeek(into: &state)
      return .merge(effect, end, prefetch(into: &state))

    default:
      return .none
    }
  }
}
