import Domain
/// Where a feature's loading stands: the one shape every view's state uses, so each view
/// shows a spinner line, a value or a failure the same way.
public enum LoadStatus<Value: Equatable & Sendable>: Equatable, Sendable {
  /// Nothing asked yet.
  case idle
  /// The value is on its way.
  case loading
  /// The value arrived.
  case loaded(Value)
  /// The value could not be had; asking again retries.
  case failed(PokedexError)

  /// The loaded value, if any.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// The failure, if loading failed.
  public var error: PokedexError? {
    if case .failed(let error) = self { return error }
    return nil
  }

  /// Whether a load is on its way.
  public var isLoading: Bool { self == .loading }

  /// The status a finished load leaves: its value, or its failure.
  public init(_ result: Result<Value, PokedexError>) {
    switch result {
    case .success(let value): self = .loaded(value)
    case .failure(let error): self = .failed(error)
    }
  }
}
