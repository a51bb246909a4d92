import Domain
/// What sorting, filtering by class and shell completion read from the cache.
extension CachedPokemonRepository {
  /// Each entry's traits from its cached traits or cached card; the others fetched in one
  /// batch and kept. Offline, what is not cached fails as one subject.
  public func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits] {
    var known: [Int: PokemonTraits] = [:]
    var wanted: [PokemonIndexEntry] = []
    for entry in entries {
      if let traits = cachedTraits(entry.id) {
        known[entry.id] = traits
      } else {
        wanted.append(entry)
      }
    }
    if !wanted.isEmpty {
      guard !shelf.policy.isOffline else {
        throw PokedexError.notCached(.summaries(wanted.map(\.id)))
      }
      for traits in try await remote.traits(of: wanted) {
        known[traits.id] = traits
        if let key = try? CacheKeys.traits(traits.id) { shelf.put(traits, key) }
      }
    }
    return entries.compactMap { known[$0.id] }
  }

  private func cachedTraits(_ id: Int) -> PokemonTraits? {
    // Traits kept before they said when the Pokémon came are read again.
    if let key = try? CacheKeys.traits(id) {
      switch shelf.lookup(PokemonTraits.self, key) {
      case .fresh(let traits), .stale(let traits, _): if traits.came != nil { return traits }
      case .missing: break
      }
    }
    guard let key = try? CacheKeys.pokemon(id) else { return nil }
    switch shelf.lookup(Pokemon.self, key) {
    case .fresh(let card), .stale(let card, _):
      // A card that cannot say when the Pokémon came (a form over another API) leaves
      // the traits to be read.
      let traits = PokemonTraits(card)
      return traits.came == nil ? nil : traits
    case .missing: return nil
    }
  }

  /// The slugs of the cached national list, fresh or stale, read at once from disk with no
  /// request (for shell completion); empty when the list is not cached.
  public func cachedNames() -> [String] {
    guard let key = try? CacheKeys.index else { return [] }
    switch shelf.lookup([PokemonIndexEntry].self, key) {
    case .fresh(let index), .stale(let index, _): return index.map(\.name)
    case .missing: return []
    }
  }
}
