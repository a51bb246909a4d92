import Domain
/// The card of a move, an ability, an item, a type or a nature, opened over a list or
/// another card: it loads once (a `Lookup`, as every one-answer screen), scrolls, and
/// selects the entries it leads to (the Pokémon that learn a move, that have an
/// ability…), which Enter opens over it.
public struct ReferenceCard: Reducer {
  /// What a card is asked for: the entry's kind and how to find it.
  public struct Request: Equatable, Sendable {
    public var kind: EntryKind
    public var query: EntryQuery
  }

  /// Everything the card shows.
  public struct State: Equatable, Sendable {
    /// The entry asked for and its answer.
    public var lookup: Lookup<Request, ReferenceCardContent>.State
    /// Its name while it loads.
    public var displayName: String
    /// The first line on screen.
    public var scroll = 0
    /// The link selected, if any; Enter opens it.
    public var link: Int?

    public init(kind: EntryKind, query: EntryQuery, displayName: String) {
      self.lookup = .init(request: Request(kind: kind, query: query))
      self.displayName = displayName
    }

    /// What it is about, as far as the row or link it was opened from says.
    public var kind: EntryKind { lookup.request.kind }
    /// How it is loaded.
    public var query: EntryQuery { lookup.request.query }
    /// The card's content, once loaded.
    public var status: LoadStatus<ReferenceCardContent> {
      get { lookup.status }
      set { lookup.status = newValue }
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
    let lookup = Lookup<Request, ReferenceCardContent> { [load] in
      try await load($0.kind, $0.query)
    }
    switch action {
    case .task:
      return lookup.reduce(into: &state.lookup, action: .task)
        .map(Self.action(from:)).cancellable(id: LoadID(), cancelInFlight: true)
    case .loaded(let result):
      return lookup.reduce(into: &state.lookup, action: .loaded(result)).map(Self.action(from:))
    }
  }

  private static func action(from lookup: Lookup<Request, ReferenceCardContent>.Action)
    -> Action
  {
    switch lookup {
    case .task: return .task
    case .loaded(let result): return .loaded(result)
    }
  }
}
