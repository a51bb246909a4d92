import Domain
import Foundation

/// The list rows a page needs, sorted into what the cache has and what must be fetched.
struct CachedSummaries {
  private let entries: [PokemonIndexEntry]
  private var found: [Int: PokemonSummary] = [:]
  private var stale: [Int: (summary: PokemonSummary, age: TimeInterval)] = [:]
  /// The rows missing from the cache or stale in it.
  private(set) var wanted: [PokemonIndexEntry] = []

  init(entries: [PokemonIndexEntry], shelf: CacheShelf) {
    self.entries = entries
    for entry in entries {
      guard let key = try? CacheKeys.summary(entry.id) else {
        wanted.append(entry)
        continue
      }
      switch shelf.lookup(PokemonSummary.self, key) {
      case .fresh(let summary): found[entry.id] = summary
      case .stale(let summary, let age):
        stale[entry.id] = (summary, age)
        wanted.append(entry)
      case .missing: wanted.append(entry)
      }
    }
  }

  /// Every row, in the entries' order.
  var inOrder: [PokemonSummary] { entries.compactMap { found[$0.id] } }

  /// Fetches the wanted rows; stale ones stand in when PokeAPI cannot be reached or
  /// pokecli works offline, missing ones cannot.
  mutating func fetchWanted(from remote: any PokemonRepository, shelf: CacheShelf) async throws {
    let missing = wanted.filter { stale[$0.id] == nil }
    if shelf.policy.isOffline {
      guard missing.isEmpty else { throw notCached(missing) }
      useStale()
      return
    }
    do {
      for summary in try await remote.summaries(wanted) {
        found[summary.id] = summary
        if let key = try? CacheKeys.summary(summary.id) { shelf.put(summary, key) }
      }
    } catch let error as PokedexError where error.isNetworkFailure && missing.isEmpty {
      let oldest = stale.values.map(\.age).max() ?? 0
      shelf.onEvent(.servedStale(
        subject: .rows(stale.keys.sorted()), age: oldest, because: error))
      useStale()
    }
  }

  private mutating func useStale() {
    for (id, entry) in stale { found[id] = entry.summary }
  }

  private func notCached(_ missing: [PokemonIndexEntry]) -> PokedexError {
    .notCached(.rows(missing.map(\.id)))
  }
}
