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
  private let sprites: LoadSprite?

  /// Creates the use case over the cached repository and what it knows of itself; with
  /// `sprites`, each Pokémon's plain front sprite is fetched too.
  public init(
    pokemon: any PokemonRepository, cache: any PokemonCacheStatus,
    sprites: (any SpriteRepository)? = nil
  ) {
    self.pokemon = pokemon
    self.cache = cache
    self.sprites = sprites.map(LoadSprite.init)
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
    case .generation(let number): return try await pokemon.pokemonIDs(inGeneration: number)
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
        _ = try await pokemon.pokemonIDs(inGeneration: number)
      } catch PokedexError.noSuchGeneration {
        return
      }
    }
  }

  /// Loads every id's details into the cache, skipping those already fresh. One failure
  /// does not stop the rest; `progress` hears after each Pokémon how many are done.
  ///
  /// A Pokémon fetched but not found in the cache afterwards (a full or read-only disk)
  /// counts as a failure: the report never claims what was not saved.
  /// - Parameter listedAs: the names the national list gives ids; a card under such an id
  ///   that bears another name is a failure, as the list is wrong about it.
  public func callAsFunction(
    _ ids: [Int], listedAs names: [Int: [String]] = [:],
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async -> PrefetchReport {
    var report = PrefetchReport(
      total: ids.count, fetched: 0, alreadyCached: 0, failures: [:],
      sprites: sprites == nil ? nil : 0)
    // Without sprites a fresh Pokémon needs nothing; with them it is read back (from the
    // cache, at no cost) so that its sprite can be checked.
    let fresh = ids.filter { cache.holdsFresh(pokemon: $0) }
    let wanted = sprites == nil ? ids.filter { !fresh.contains($0) } : ids
    report.alreadyCached = ids.count - wanted.count
    progress(report.alreadyCached, ids.count)
    let freshIDs = Set(fresh)
    await withTaskGroup(of: (Int, Outcome).self) { group in
      var next = wanted.makeIterator()
      func addNext() {
        guard let id = next.next() else { return }
        group.addTask { (id, await load(id, listedAs: names[id] ?? [])) }
      }
      for _ in 0..<Self.pokemonAtOnce { addNext() }
      for await (id, outcome) in group {
        switch outcome {
        case .failed(let failure):
          report.failures[id] = failure
        case .saved(let withSprite):
          if withSprite { report.sprites? += 1 }
          if freshIDs.contains(id) { report.alreadyCached += 1 } else { report.fetched += 1 }
        }
        progress(report.alreadyCached + report.fetched + report.failures.count, ids.count)
        addNext()
      }
    }
    return report
  }

  /// What loading one Pokémon came to.
  private enum Outcome: Sendable {
    /// In the cache, with its sprite when sprites were asked for and it has one.
    case saved(withSprite: Bool)
    case failed(PokedexError)
  }

  /// Loads one Pokémon (and its sprite) into the cache.
  private func load(_ id: Int, listedAs names: [String]) async -> Outcome {
    do {
      let found = try await pokemon.pokemon(.number(id))
      if let name = names.first(where: { $0 != found.summary.name }) {
        return .failed(.unexpected(
          reason: "the national list calls #\(id) \"\(name)\", "
            + "but its document names \"\(found.summary.name)\""))
      }
      guard cache.holdsFresh(pokemon: id) else {
        var reason = "could not be saved"
        if case .storageFailed(_, let why)? = cache.lastWriteFailure { reason += ": \(why)" }
        return .failed(.storageFailed(path: cache.location, reason: reason))
      }
      let sprite = try await sprites?(found, .standard)
      return .saved(withSprite: sprite?.sprite != nil)
    } catch {
      return .failed(PokedexError(error))
    }
  }
}
