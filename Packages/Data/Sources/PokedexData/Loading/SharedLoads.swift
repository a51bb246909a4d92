/// Makes requests for the same document share one fetch, for as long as this object lives.
///
/// Forms share their species and Pokémon share types, abilities and evolution chains: a
/// page that shows Charizard and its megas asks for the species once, and prefetching a
/// generation asks for each type once. A failed load is forgotten, so it can be retried:
/// a caller that was waiting on someone else's load when it failed asks once more itself,
/// so one failure does not fail every Pokémon that shares the document.
actor SharedLoads<Value: Sendable> {
  private var loads: [URL: Task<Value, any Error>] = [:]
  /// Told each time a caller starts waiting on a load another caller started: how a test
  /// knows that callers have joined a load before it lets that load end.
  private let joined: @Sendable (URL) -> Void

  /// Shared loads; `joined` hears of each caller that joins a load already under way.
  init(joined: @escaping @Sendable (URL) -> Void = { _ in }) {
    self.joined = joined
  }

  /// The value for `url`, loading it with `load` only if no caller has already.
  func value(
    for url: URL, load: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    guard let task = loads[url] else { return try await start(url, load) }
    joined(url)
    do {
      return try await task.value
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      // Another caller's load failed: ask once more, sharing the new load with every
      // other caller that waited on the failed one.
      if loads[url] == task { loads[url] = nil }
      if let again = loads[url] {
        joined(url)
        return try await again.value
      }
      return try await start(url, load)
    }
  }

  /// Starts the shared load of `url`; a failed one is forgotten.
  private func start(
    _ url: URL, _ load: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let task = Task { try await load() }
    loads[url] = task
    do {
      return try await task.value
    } catch {
      if loads[url] == task { loads[url] = nil }
      throw error
    }
  }
}
