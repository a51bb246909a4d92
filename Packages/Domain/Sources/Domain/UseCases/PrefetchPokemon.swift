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
  /// and names need them offline. `all` loads every type's and every generation's
  /// document as well, so `--type`, `--generation` and type words work offline.
  public func ids(for selection: Selection) async throws -> [Int] {
    let index = try await pokemon.index()
    switch selection {
    case .all:
      try await loadFilters()
      return index.map(\.id)
    case .generation(let number): return try await pokemon.speciesIDs(inGeneration: number)
    case .range(let range): return index.map(\.id).filter(range.contains)
    }
  }

  /// The highest generation asked for before giving up on finding the last one.
  static let generationsAtMost = 30

  /// Every type's members and every generation's species, side by side; the first
  /// generation PokeAPI does not have ends the generations.
  private func loadFilters() async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for type in PokemonType.allKnown {
        group.addTask { [pokemon] in
          // A type the server does not know is simply not cached.
          do { _ = try await pokemon.pokemonIDs(ofType: type) } catch PokedexError.notFound {}
        }
      }
      try await group.waitForAll()
    }
    for number in 1...Self.generationsAtMost {
      do {
        _ = try await pokemon.speciesIDs(inGeneration: number)
      } catch PokedexError.noSuchGeneration {
        return
      }
    }
  }

  /// Loads every id's details into the cache, skipping those already fresh. One failure
  /// does not stop the rest; `progress` hears after each Pokémon how many are done.
  public func callAsFunction(
    _ ids: [Int], progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async -> PrefetchReport {
    var report = PrefetchReport(total: ids.count, fetched: 0, alreadyCached: 0, failures: [:])
    let wanted = ids.filter { !cache.holdsFresh(pokemon: $0) }
    report.alreadyCached = ids.count - wanted.count
    progress(report.alreadyCached, ids.count)
    await withTaskGroup(of: (Int, PokedexError?).self) { group in
      var next = wanted.makeIterator()
      func addNext() {
        guard let id = next.next() else { return }
        group.addTask { [pokemon] in
          do {
            _ = try await pokemon.pokemon(.number(id))
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
