import Domain
/// The cache report's state (a `Lookup<Date, CacheStats>`): what the cache holds, asked
/// with the time the command ran, so ages read "3 days ago" without the report reading a
/// clock.
extension Lookup.State where Request == Date {
  /// The report made at `now`.
  public init(now: Date, status: LoadStatus<Value> = .idle) {
    self.init(request: now, status: status)
  }

  /// When the command ran.
  public var now: Date { request }
}
