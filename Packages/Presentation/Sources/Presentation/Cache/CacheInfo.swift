import Domain
/// The cache report: what the cache holds, asked with the time the command ran, so ages
/// read "3 days ago" without the renderer reading a clock.
public typealias CacheInfo = Lookup<Date, CacheStats>

extension Lookup.State where Request == Date {
  /// The report made at `now`.
  public init(now: Date, status: LoadStatus<Value> = .idle) {
    self.init(request: now, status: status)
  }

  /// When the command ran.
  public var now: Date { request }
}
