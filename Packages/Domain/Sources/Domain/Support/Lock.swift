import Synchronization

/// A lock for the few classes whose fields several threads read and write: every layer's
/// runtime pieces (effect records, notices, the HTTP client's slot) hold one.
///
/// It stands where `NSLock` stood. `NSLock` is in Foundation proper, which on Linux
/// brings CoreFoundation and ICU's data into every run; this is the standard library's
/// `Mutex`, shaped so a class can keep its fields as plain stored properties.
public final class Lock: Sendable {
  private let mutex = Mutex(())

  public init() {}

  /// Runs `body` while holding the lock. `body` must not take the same lock again.
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try mutex.withLock { _ in try body() }
  }
}
