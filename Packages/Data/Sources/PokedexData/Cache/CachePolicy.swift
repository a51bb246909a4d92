/// How the cache decides what to trust: how long an entry stays fresh, whether the
/// network may be used at all, and what time it is.
public struct CachePolicy: Sendable {
  /// Seven days, as PokeAPI's data changes rarely and its fair-use policy asks clients to
  /// cache.
  public static let defaultFreshness: TimeInterval = 7 * 24 * 60 * 60

  /// How long an entry is used without asking PokeAPI again.
  public var freshness: TimeInterval
  /// Offline, nothing is ever fetched.
  public var isOffline: Bool
  /// The clock; tests move it.
  public var now: @Sendable () -> Date

  public init(
    freshness: TimeInterval = CachePolicy.defaultFreshness, isOffline: Bool = false,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.freshness = freshness
    self.isOffline = isOffline
    self.now = now
  }

  /// How far in the future an entry's date may lie and the entry still count as fresh:
  /// clocks differ a little between machines sharing a cache folder, not by years.
  public static let clockSkewAllowance: TimeInterval = 10 * 60

  /// Whether an entry stored `age` seconds ago is fresh. An entry dated in the future
  /// beyond `clockSkewAllowance` (a damaged or planted `storedAt` of 1e300) is stale, not
  /// fresh forever; so is one whose age is not a number.
  public func isFresh(age: TimeInterval) -> Bool {
    age >= -Self.clockSkewAllowance && age <= freshness
  }
}
