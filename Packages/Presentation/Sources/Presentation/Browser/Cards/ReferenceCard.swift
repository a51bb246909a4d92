import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The card of a move, an ability, an item, a type or a nature, opened over a list or
/// another card: it loads once, scrolls, and selects the entries it leads to (the
/// Pokémon that learn a move, that have an ability…), which Enter opens over it.
public struct ReferenceCard: Reducer {
  /// Everything the card shows.
  public struct State: Equatable, Sendable {
    /// What it is about, as far as the row or link it was opened from says.
    public var kind: EntryKind
    /// How it is loaded.
    public var query: EntryQuery
    /// Its name while it loads.
    public var displayName: String
    /// The card's content, once loaded.
    public var status: LoadStatus<ReferenceCardContent> = .idle
    /// The first line on screen.
    public var scroll = 0
    /// The link selected, if any; Enter opens it.
    public var link: Int?

    public init(kind: EntryKind, query: EntryQuery, displayName: String) {
      self.kind = kind
      self.query = query
      self.displayName = displayName
    }

    /// The entries the loaded card leads to.
    public var links: [CardLink] { status.value?.links ?? [] }
  }

  /// What happened to the card.
  public enum Action: Equatable, Sendable {
    /// The card was opened (or a failure retried): load it.
    case task
    /// The content arrived, or could not be had.
    case loaded(Result<ReferenceCardContent, PokedexError>)
  }

  /// Identifies the load of the entry card in front: one at a time, so opening another
  /// card (over it, or in another section) drops it; a card left loading is asked again
  /// when it is in front once more (`Browser.resumeFront`).
  public struct LoadID: Hashable, Sendable {
    public init() {}
  }

  /// Loads a card of the kind.
  public var load: @Sendable (EntryKind, EntryQuery) async throws -> ReferenceCardContent

  public init(
    load: @escaping @Sendable (EntryKind, EntryQuery) async throws -> ReferenceCardContent
  ) {
    self.load = load
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      guard state.status.value == nil, !state.status.isLoading else { return .none }
      state.status = .loading
      return Effect.load({ [load, kind = state.kind, query = state.query] in
        try await load(kind, query)
      }, then: Action.loaded).cancellable(id: LoadID(), cancelInFlight: true)
    case .loaded(let result):
      guard state.status.isLoading else { return .none }
      state.status = LoadStatus(result)
      return .none
    }
  }
}
