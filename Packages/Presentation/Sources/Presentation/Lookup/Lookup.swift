import Domain
/// A screen whose whole job is one answer: it asks for it once, then shows it or says in
/// one line why it could not be had. The cache report and the sprite gallery are lookups;
/// a new kind of entry's card (`pokecli move thunderbolt`) is one too, with a renderer of
/// its own and no reducer of its own.
///
/// `Request` is what the answer is asked with (a query, or the time the report was made);
/// `Value` is the answer. In the app `load` is a repository or a use case.
public struct Lookup<Request: Equatable & Sendable, Value: Equatable & Sendable>: Reducer {
  /// Everything a lookup shows.
  public struct State: Equatable, Sendable {
    /// What the answer is asked with.
    public var request: Request
    /// Where the answer stands.
    public var status: LoadStatus<Value>

    public init(request: Request, status: LoadStatus<Value> = .idle) {
      self.request = request
      self.status = status
    }
  }

  /// What happened.
  public enum Action: Equatable, Sendable {
    /// The command ran: ask for the answer (again, after a failure).
    case task
    /// The answer arrived, or could not be had.
    case loaded(Result<Value, PokedexError>)
  }

  /// Asks for the answer to `request`.
  public var load: @Sendable (Request) async throws -> Value

  public init(load: @escaping @Sendable (Request) async throws -> Value) {
    self.load = load
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      guard state.status.value == nil, !state.status.isLoading else { return .none }
      state.status = .loading
      return .load(
        { [load, request = state.request] in try await load(request) }, then: Action.loaded)
    case .loaded(let result):
      guard state.status.isLoading else { return .none }
      state.status = LoadStatus(result)
      return .none
    }
  }
}

/// The store of a lookup: what the app makes for a card, a page of a list or a report,
/// and what `OneShotView(lookup:…)` prints.
public typealias LookupStore<Request: Equatable & Sendable, Value: Equatable & Sendable> =
  Store<Lookup<Request, Value>.State, Lookup<Request, Value>.Action>

extension OneShotView {
  /// A lookup as a command prints it: its failure in one line said with `hints` (an
  /// entry not found quoted as `typed`, what the user wrote), or the screen `screen` makes
  /// of its answer.
  public init<Request, Value, Shown: Screen>(
    lookup store: any ViewStore<State, Action>, hints: any Hints, typed: String? = nil,
    screen: @escaping @MainActor (Value) -> Shown
  ) where State == Lookup<Request, Value>.State, Action == Lookup<Request, Value>.Action {
    self.init(store: store, start: .task, status: \.status, hints: hints, typed: typed) {
      screen($1)
    }
  }
}
