import Foundation

/// Makes concurrent requests for the same document share one fetch.
///
/// Forms share their species: a page that shows Charizard and its two megas asks for the
/// species document once, not three times.
actor SharedLoads<Value: Sendable> {
  private var inFlight: [URL: Task<Value, any Error>] = [:]

  /// The value for `url`, loading it with `load` only if no caller has already.
  func value(
    for url: URL, load: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    if let task = inFlight[url] { return try await task.value }
    let task = Task { try await load() }
    inFlight[url] = task
    return try await task.value
  }
}
