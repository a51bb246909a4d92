import Domain
/// Answers from the cache on disk first, and from another repository (PokeAPI) only for
/// what the cache lacks or holds stale: a decorator, so the remote repository knows
/// nothing of caching and the presentation layer nothing of either.
///
/// It caches the values pokecli shows, not PokeAPI's documents: the national list, each
/// summary, each Pokémon's details, which id a name means, and each generation's species. A warm
/// `list` or `show` makes no request at all. See `CacheShelf` for the freshness rule.
public struct CachedPokemonRepository: PokemonRepository, PokemonCacheStatus {
  let remote: any PokemonRepository
  let shelf: CacheShelf
  /// The language its answers are in (PokeAPI's code). The cache keeps every language a
  /// card's documents speak (`Translatable`), so a card cached in one run answers in any
  /// language in the next without a request.
  let language: String

  /// Creates a repository caching `remote`'s answers in `storage`, answering in `language`.
  public init(
    remote: any PokemonRepository, storage: any DocumentStorage, policy: CachePolicy,
    language: String = "en", onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.remote = remote
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: onEvent)
    self.language = language
  }

  // MARK: - The national list

  public func index() async throws -> [PokemonIndexEntry] {
    try await shelf.value(
      try CacheKeys.index, subject: .nationalList
    ) { try await remote.index() }
  }

  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    var rows = CachedSummaries(entries: entries, shelf: shelf)
    if !rows.wanted.isEmpty {
      try await rows.fetchWanted(from: remote, shelf: shelf)
    }
    return rows.inOrder.map { $0.shown(in: language) }
  }

  public func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    try await shelf.value(
      try CacheKeys.generation(generation), subject: .generation(generation)
    ) { try await remote.pokemonIDs(inGeneration: generation) }
  }

  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    let ids = try await shelf.value(
      try CacheKeys.type(type.slug), subject: .type(type)
    ) { try await remote.pokemonIDs(ofType: type).sorted() }
    return Set(ids)
  }

  // MARK: - One Pokémon

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    if let known = knownID(for: query) {
      let pokemon = try await shelf.value(
        try CacheKeys.pokemon(known.id), subject: .entry(.pokemon, query)
      ) { try await remote.pokemon(.number(known.id)) }
      if known.isConfirmed(by: pokemon.summary) {
        remember(pokemon.translatedSummary, as: query)
        return pokemon.shown(in: language)
      }
      try requireOnline(query)
    }
    let pokemon = try await fetchUnknown(query) { try await remote.pokemon(query) }
    remember(pokemon.translatedSummary, as: query)
    shelf.put(pokemon, try CacheKeys.pokemon(pokemon.summary.id))
    return pokemon.shown(in: language)
  }

  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    if let known = knownID(for: query) {
      let summary = try await shelf.value(
        try CacheKeys.summary(known.id), subject: .entry(.pokemon, query)
      ) { try await remote.summary(.number(known.id)) }
      if known.isConfirmed(by: summary) {
        remember(summary, as: query)
        return summary.shown(in: language)
      }
      try requireOnline(query)
    }
    let summary = try await fetchUnknown(query) { try await remote.summary(query) }
    remember(summary, as: query)
    return summary.shown(in: language)
  }

  // MARK: - Names

  /// The id `query` means, if the cache knows it: a number, a name seen before, or a name
  /// in the cached national list, which the document must then confirm (`KnownID`).
  private func knownID(for query: EntryQuery) -> KnownID? {
    switch query {
    case .number(let id):
      return KnownID(id: id)
    case .name(let slug):
      if let key = try? CacheKeys.name(slug) {
        switch shelf.lookup(Int.self, key) {
        case .fresh(let id), .stale(let id, _): return KnownID(id: id)
        case .missing: break
        }
      }
      guard let key = try? CacheKeys.index else { return nil }
      switch shelf.lookup([PokemonIndexEntry].self, key) {
      case .fresh(let index), .stale(let index, _):
        let compact = NameNormalizer.compact(slug)
        let entry = index.first { $0.name == slug }
          ?? index.first { NameNormalizer.compact($0.name) == compact }
        return entry.map { KnownID(id: $0.id, listedName: $0.name) }
      case .missing: return nil
      }
    }
  }

  /// Offline, a name the cached national list does not hold, nor starts (`giratina` for
  /// `giratina-altered`), is misspelt: the closest names in the list, or `nil` when the
  /// list is not cached or the name may be a species'.
  private func offlineSuggestions(for query: EntryQuery) -> [String]? {
    guard case .name(let slug) = query, let key = try? CacheKeys.index else { return nil }
    switch shelf.lookup([PokemonIndexEntry].self, key) {
    case .fresh(let index), .stale(let index, _):
      let names = index.map(\.name)
      guard !names.contains(where: { $0.hasPrefix(slug + "-") }) else { return nil }
      return NameSuggestions.closest(to: slug, in: names)
    case .missing:
      return nil
    }
  }

  private func fetchUnknown<Value: Sendable>(
    _ query: EntryQuery, _ fetch: () async throws -> Value
  ) async throws -> Value {
    guard !shelf.policy.isOffline else {
      if let suggestions = offlineSuggestions(for: query) {
        throw PokedexError.entryNotFound(.pokemon, query, suggestions: suggestions)
      }
      throw PokedexError.notCached(.entry(.pokemon, query))
    }
    return try await fetch()
  }

  /// Offline, a name only the national list vouches for, and its document contradicts, is
  /// not known: the list cannot be trusted for it, and nothing can be asked.
  private func requireOnline(_ query: EntryQuery) throws {
    if shelf.policy.isOffline { throw PokedexError.notCached(.entry(.pokemon, query)) }
  }

  /// Keeps the row, and which id the name asked for means, for the next run.
  private func remember(_ summary: PokemonSummary, as query: EntryQuery) {
    if let key = try? CacheKeys.summary(summary.id) {
      if case .fresh = shelf.lookup(PokemonSummary.self, key) {} else { shelf.put(summary, key) }
    }
    if case .name(let slug) = query, let key = try? CacheKeys.name(slug) {
      if case .fresh = shelf.lookup(Int.self, key) {} else { shelf.put(summary.id, key) }
    }
  }

  // MARK: - PokemonCacheStatus

  public var location: String { shelf.storage.location }

  public func holdsFresh(pokemon id: Int) -> Bool {
    guard let key = try? CacheKeys.pokemon(id) else { return false }
    if case .fresh = shelf.lookup(Pokemon.self, key) { return true }
    return false
  }

  public var lastWriteFailure: PokedexError? { shelf.lastWriteFailure.error }
}
