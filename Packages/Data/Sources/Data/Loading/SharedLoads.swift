import Foundation

/// Makes requests for the same document share one fetch, for as long as this object lives.
///
/// Forms share their species and Pokémon share types, abilities and evolution chains: a
/// page that shows Charizard and its megas asks for the species once, and prefetching a
/// generation asks for each type once. A failed load is forgotten, so it can be retried.
actor SharedLoads<Value: Sendable> {
  private var loads: [URL: Task<Value, any Error>] = [:]

  /// The value for `url`, loading it with `load` only if no caller has already.
  func value(
    for url: URL, load: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    if let task = loads[url] { return try await task.value }
    let task = Task { try await load() }
    loads[url] = task
    do {
      return try await task.value
    } catch {
      loads[url] = nil
      throw error
    }
  }
}
