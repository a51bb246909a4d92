import Domain
import Foundation

/// Favorites kept in memory, that can be told to fail like an unreadable favorites file:
/// for use-case and feature tests that care what is saved, not how.
public final class InMemoryFavoritesRepository: FavoritesRepository, @unchecked Sendable {
  // Read and written under `lock`.
  private let lock = NSLock()
  private var stored: [Favorite]
  /// When set, every read and change fails with this error.
  public var failure: PokedexError?

  /// Favorites holding `favorites` to start with.
  public init(_ favorites: [Favorite] = []) {
    self.stored = favorites.sorted { $0.id < $1.id }
  }

  public func favorites() throws -> [Favorite] {
    try lock.withLock {
      if let failure { throw failure }
      return stored
    }
  }

  public func update(_ change: FavoritesChange) throws -> FavoritesUpdate {
    try lock.withLock {
      if let failure { throw failure }
      var added: [Int] = []
      var removed: [Int] = []
      switch change {
      case .add(let new):
        for favorite in new where !stored.contains(where: { $0.id == favorite.id }) {
          stored.append(favorite)
          added.append(favorite.id)
        }
      case .remove(let ids):
        removed = stored.map(\.id).filter(ids.contains)
        stored.removeAll { ids.contains($0.id) }
      case .toggle(let favorite):
        if stored.contains(where: { $0.id == favorite.id }) {
          stored.removeAll { $0.id == favorite.id }
          removed = [favorite.id]
        } else {
          stored.append(favorite)
          added = [favorite.id]
        }
      }
      stored.sort { $0.id < $1.id }
      return FavoritesUpdate(favorites: stored, added: added, removed: removed)
    }
  }
}

/// A cache status from a fixed set of fresh ids, that may "lose" what it is asked to keep.
public final class InMemoryCacheStatus: PokemonCacheStatus, @unchecked Sendable {
  // Read and written under `lock`.
  private let lock = NSLock()
  private var fresh: Set<Int>
  /// Whether a Pokémon loaded is then held fresh, as a working disk would.
  public var keepsWhatIsLoaded = true
  public let location = "memory:"

  /// A cache holding `fresh` to start with.
  public init(fresh: Set<Int> = []) {
    self.fresh = fresh
  }

  /// Records that `id` was loaded, as the cached repository's write would.
  public func loaded(_ id: Int) {
    lock.withLock { if keepsWhatIsLoaded { _ = fresh.insert(id) } }
  }

  public func holdsFresh(pokemon id: Int) -> Bool { lock.withLock { fresh.contains(id) } }
}
