import Domain
import Foundation

/// Notices, online, that PokeAPI lists more Pokémon than the built-in data: one small
/// request (a list page of one) at most once a week, whether it succeeds or not.
///
/// The answer is kept in the cache with its date, so every run in between knows it for
/// free; a failed check counts as "nothing new" until the next week.
public struct NewPokemonCheck: Sendable {
  /// How long one check's answer is trusted.
  public static let interval: TimeInterval = 7 * 24 * 60 * 60

  private let countPokemon: @Sendable () async throws -> Int

  /// Creates a check asking `countPokemon` (PokeAPI's count of Pokémon, in one request).
  public init(countPokemon: @escaping @Sendable () async throws -> Int) {
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
    let count = (try? await countPokemon()) ?? known
    shelf.put(count, key)
    return count > known
  }
}
