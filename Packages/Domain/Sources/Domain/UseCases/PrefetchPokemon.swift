import Foundation

/// Filling the cache ahead of time (`cache prefetch`), so pokecli answers offline.
///
/// Pokémon are loaded a few at a time, in order, so each one is complete and saved soon
/// after it starts: an interrupted prefetch keeps nearly everything it fetched and the next
/// run resumes where it stopped.
public struct PrefetchPokemon: Sendable {
  /// Which Pokémon to prefetch.
  public enum Selection: Hashable, Sendable {
    /// All of them.
    case all
    /// The species a generation introduced (their default Pokémon).
    case generation(Int)
    /// The Pokémon whose ids fall in the range, forms included.
    case range(ClosedRange<Int>)
  }

  /// How many Pokémon load at once; their documents share the request limit below.
  public static let pokemonAtOnce = 4

  private let pokemon: any PokemonRepository
  private let cache: any PokemonCacheStatus

  /// Creates the use case over the cached repository and what it knows of itself.
  public init(pokemon: any PokemonRepository, cache: any PokemonCacheStatus) {
    self.pokemon = pokemon
    self.cache = cache
  }

  /// The ids `selection` means, in national order. The national list is always loaded
  /// (and so cached) too, and a generation's document for a generation: `list`, `search`
  /// and names need them offline.
  public func ids(for selection: Selection) async throws -> [Int] {
    let index = try await pokemon.index()
    switch selection {
    case .all: return index.map(\.id)
    case .generation(let number): return try await pokemon.speciesIDs(inGeneration: number)
    case .range(let range): return index.map(\.id).filter(range.contains)
    }
  }

  /// Loads every id's details into the cache, skipping those already fresh. One failure
  /// does not stop the rest; `progress` hears after each Pokémon how many are done.
  ///
  /// A Pokémon fetched but not found in the cache afterwards (a full or read-only disk)
  /// counts as a failure: the report never claims what was not saved.
  public func callAsFunction(
    _ ids: [Int], progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async -> PrefetchReport {
    var report = PrefetchReport(total: ids.count, fetched: 0, alreadyCached: 0, failures: [:])
    let wanted = ids.filter { !cache.holdsFresh(pokemon: $0) }
    report.alreadyCached = ids.count - wanted.count
    if report.alreadyCached > 0 { progress(report.alreadyCached, ids.count) }
    await withTaskGroup(of: (Int, PokedexError?).self) { group in
      var next = wanted.makeIterator()
      func addNext() {
        guard let id = next.next() else { return }
        group.addTask { [pokemon, cache] in
          do {
            _ = try await pokemon.pokemon(.number(id))
            guard cache.holdsFresh(pokemon: id) else {
              return (id, .storageFailed(path: cache.location, reason: "could not be saved"))
            }
            return (id, nil)
          } catch {
            return (id, PokedexError(error))
          }
        }
      }
      for _ in 0..<Self.pokemonAtOnce { addNext() }
      for await (id, failure) in group {
        if let failure { report.failures[id] = failure } else { report.fetched += 1 }
        progress(report.alreadyCached + report.fetched + report.failures.count, ids.count)
        addNext()
      }
    }
    return report
  }
}
