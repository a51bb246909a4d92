import Domain
/// A search: the list, narrowed to the Pokémon matching some words, and the
/// nearest names when nothing does.
///
/// It embeds the list's state and runs the list's reducer for it (as TCA's `Scope`
/// does), so paging, favorites and the interactive browser's infinite scroll work on
/// search results unchanged. It adds one thing: when a search finds nothing, it asks for
/// suggestions.
public struct PokemonSearch: Reducer {
  /// Everything the search shows.
  public struct State: Equatable, Sendable {
    /// The words as the user typed them, for the "no match" line.
    public var terms: [String]
    /// The matches, as a list.
    public var list: PokemonList.State
    /// The names nearest the words, once a search found nothing.
    public var suggestions: [String]
    /// The query as typed, echoed in JSON (`search` and `list QUERY`'s; `nil` for browse's
    /// search line).
    public var query: String?

    public init(
      terms: [String], list: PokemonList.State, suggestions: [String] = [], query: String? = nil
    ) {
      self.terms = terms
      self.list = list
      self.suggestions = suggestions
      self.query = query
    }
  }

  /// What happened to the search.
  public enum Action: Equatable, Sendable {
    /// Something happened to the list of matches.
    case list(PokemonList.Action)
    /// The nearest names arrived.
    case suggestionsLoaded([String])
  }

  /// The list's reducer, loading pages of matches.
  public var list: PokemonList
  /// Finds the names nearest the words.
  public var suggest: @Sendable () async -> [String]

  public init(list: PokemonList, suggest: @escaping @Sendable () async -> [String]) {
    self.list = list
    self.suggest = suggest
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(let action):
      let effect = list.reduce(into: &state.list, action: action).map(Action.list)
      guard case .pageLoaded(.success(let page)) = action, page.totalCount == 0,
        state.list.status.value != nil
      else { return effect }
      return .merge(effect, .run { [suggest] send in
        let suggestions = await suggest()
        send(.suggestionsLoaded(suggestions))
      })
    case .suggestionsLoaded(let suggestions):
      state.suggestions = suggestions
      return .none
    }
  }
}

extension PokemonSearch.State {
  /// Whether the search ran and found nothing at all.
  public var foundNothing: Bool {
    list.status.value != nil && list.rows.isEmpty && list.totalCount == 0
  }
}
