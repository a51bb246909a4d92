import Domain
/// The last failure to write a cache entry, kept for whoever asks why an entry is missing
/// (a prefetch on a read-only or full disk says which).
final class LastWriteFailure: @unchecked Sendable {
  private let lock = Lock()
  private var last: PokedexError?

  /// Keeps `error` as the last failure.
  func record(_ error: PokedexError) {
    lock.withLock { last = error }
  }

  /// The last failure, if any.
  var error: PokedexError? { lock.withLock { last } }
}
