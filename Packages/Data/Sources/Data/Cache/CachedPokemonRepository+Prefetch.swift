import Domain
import Foundation

extension CachedPokemonRepository {
  /// Which Pokémon `cache prefetch` loads.
  public enum PrefetchSelection: Hashable, Sendable {
    /// All 1351.
    case all
    /// The species a generation introduced (their default Pokémon).
    case generation(Int)
    /// The Pokémon whose ids fall in the range, forms included.
    case range(ClosedRange<Int>)
  }

  /// The ids `selection` means, in national order. The national list is always fetched
  /// (and so cached) too: `list`, `search` and names need it offline.
  public func ids(for selection: PrefetchSelection) async throws -> [Int] {
    let index = try await index()
    switch selection {
    case .all: return index.map(\.id)
    case .generation(let number): return try await speciesIDs(inGeneration: number)
    case .range(let range): return index.map(\.id).filter(range.contains)
    }
  }

  /// Loads the card (and with it the list row) of every id into the cache, skipping those
  /// already fresh, so an interrupted prefetch resumes where it stopped. One failure does
  /// not stop the rest; `progress` hears after each Pokémon how many are done.
  public func prefetch(
    _ ids: [Int], progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async -> PrefetchReport {
    let counter = PrefetchCounter(total: ids.count, progress: progress)
    let wanted = ids.filter { !isFresh(card: $0) }
    await withTaskGroup(of: Void.self) { group in
      for id in wanted {
        group.addTask {
          do {
            _ = try await pokemon(.number(id))
            await counter.fetched()
          } catch {
            await counter.failed(id, PokedexError(error))
          }
        }
      }
      await counter.skipped(ids.count - wanted.count)
    }
    return await counter.summary
  }

  /// Whether the card of `id` is in the cache and fresh.
  func isFresh(card id: Int) -> Bool {
    guard let key = try? CacheKeys.card(id) else { return false }
    if case .fresh = shelfLookupCard(key) { return true }
    return false
  }
}

/// Counts a prefetch's progress across its concurrent tasks.
actor PrefetchCounter {
  private let total: Int
  private let progress: @Sendable (Int, Int) -> Void
  private var fetchedCount = 0
  private var skippedCount = 0
  private var failures: [Int: PokedexError] = [:]

  init(total: Int, progress: @escaping @Sendable (Int, Int) -> Void) {
    self.total = total
    self.progress = progress
  }

  func fetched() {
    fetchedCount += 1
    tell()
  }

  func skipped(_ count: Int) {
    skippedCount += count
    if count > 0 { tell() }
  }

  func failed(_ id: Int, _ error: PokedexError) {
    failures[id] = error
    tell()
  }

  private func tell() {
    progress(fetchedCount + skippedCount + failures.count, total)
  }

  var summary: PrefetchReport {
    PrefetchReport(
      total: total, fetched: fetchedCount, alreadyCached: skippedCount, failures: failures)
  }
}
