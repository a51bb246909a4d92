import Domain
/// Notices, online, that PokeAPI lists more Pokémon than the built-in data: one small
/// request (a list page of one) at most once a week, whether it succeeds or not.
///
/// The answer is kept in the cache with its date, so every run in between knows it for
/// free; a failed or slow check counts as "nothing new" until the next week. A check never
/// holds an answer up for longer than `patience`, whatever the HTTP client's timeout.
public struct NewPokemonCheck: Sendable {
  /// How long one check's answer is trusted.
  public static let interval: TimeInterval = 7 * 24 * 60 * 60
  /// How long an answer waits for the check before going on without it.
  public static let defaultPatience: Duration = .seconds(2)

  private let patience: Duration
  private let countPokemon: @Sendable () async throws -> Int

  /// Creates a check asking `countPokemon` (PokeAPI's count of Pokémon, in one request).
  public init(
    patience: Duration = NewPokemonCheck.defaultPatience,
    countPokemon: @escaping @Sendable () async throws -> Int
  ) {
    self.patience = patience
    self.countPokemon = countPokemon
  }

  /// Where the last check's answer is kept: beside the national list.
  static var key: StorageKey { get throws { try StorageKey("index", "pokemon-count") } }

  /// Whether PokeAPI lists more than `known` Pokémon, asking it only when a week has
  /// passed since the last check and pokecli is online.
  func hasMoreThan(_ known: Int, shelf: CacheShelf) async -> Bool {
    guard let key = try? Self.key else { return false }
    let weekAgo = shelf.policy.now().addingTimeInterval(-Self.interval)
    if let count = shelf.value(Int.self, key, storedAfter: weekAgo) { return count > known }
    guard !shelf.policy.isOffline else { return false }
    let count = await countWithinPatience() ?? known
    shelf.put(count, key)
    return count > known
  }

  /// The count, or `nil` when it failed or did not come within `patience`. The request is
  /// left to finish on its own rather than cancelled: the HTTP client does not pass
  /// cancellation on, and a task group would wait for it.
  private func countWithinPatience() async -> Int? {
    await withCheckedContinuation { continuation in
      let answer = FirstAnswer(continuation)
      Task { [countPokemon] in answer.give(try? await countPokemon()) }
      Task { [patience] in
        try? await Task.sleep(for: patience)
        answer.give(nil)
      }
    }
  }
}

/// Resumes a continuation with the first answer given and ignores the others.
private final class FirstAnswer: @unchecked Sendable {
  private let lock = Lock()
  private var continuation: CheckedContinuation<Int?, Never>?

  init(_ continuation: CheckedContinuation<Int?, Never>) {
    self.continuation = continuation
  }

  func give(_ answer: Int?) {
    let waiting = lock.withLock {
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: answer)
  }
}
