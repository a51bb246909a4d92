import Domain
/// Over another API, a name in another language than English (`show Glurak`,
/// `move Tonnerre`). PokeAPI finds entries by slug and English name only, so a name it
/// does not find is looked up among the built-in data's names in every language (every
/// PokeAPI names its entries alike) and asked again by the slug found: one more request
/// at most. A name neither knows fails as it did, with the first answer's suggestions.
public enum ForeignNames {
  /// `load(query)`, else, when it finds no entry of that name, `load` of the slug
  /// `slug(query)` gives.
  public static func answer<Value: Sendable>(
    _ query: EntryQuery, slug: @Sendable (EntryQuery) async -> String?,
    _ load: (EntryQuery) async throws -> Value
  ) async throws -> Value {
    do {
      return try await load(query)
    } catch let error as PokedexError {
      guard error.mayBeAnotherLanguage, case .name(let name) = query,
        let found = await slug(query), found != name
      else { throw error }
      do {
        return try await load(.name(found))
      } catch let retried as PokedexError where retried.mayBeAnotherLanguage {
        throw error
      }
    }
  }
}

extension PokedexError {
  /// Whether the error says a name is unknown: not found, or (offline) not among the
  /// names the cache holds, where its slug may be.
  fileprivate var mayBeAnotherLanguage: Bool {
    switch self {
    case .entryNotFound: return true
    case .notCached(.entry(_, .name)): return true
    default: return false
    }
  }
}

/// Pokémon over another API, found by a name in any language (`ForeignNames`).
public struct ForeignNamePokemonRepository: PokemonRepository {
  let base: any PokemonRepository
  /// The slug of the Pokémon a query names in the built-in data, if it names one.
  let slug: @Sendable (EntryQuery) async -> String?

  public init(base: any PokemonRepository, slug: @escaping @Sendable (EntryQuery) async -> String?) {
    self.base = base
    self.slug = slug
  }

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    try await ForeignNames.answer(query, slug: slug) { try await base.pokemon($0) }
  }

  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    try await ForeignNames.answer(query, slug: slug) { try await base.summary($0) }
  }

  public func index() async throws -> [PokemonIndexEntry] { try await base.index() }

  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    try await base.summaries(entries)
  }

  public func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    try await base.pokemonIDs(inGeneration: generation)
  }

  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    try await base.pokemonIDs(ofType: type)
  }

  public func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits] {
    try await base.traits(of: entries)
  }
}

/// Entries of one kind over another API, found by a name in any language (`ForeignNames`).
public struct ForeignNameEntryRepository<Entry: Codable & Hashable & Sendable>: EntryRepository {
  let base: any EntryRepository<Entry>
  /// The slug of the entry a query names in the built-in data, if it names one.
  let slug: @Sendable (EntryQuery) async -> String?

  public var kind: EntryKind { base.kind }

  public init(
    base: any EntryRepository<Entry>, slug: @escaping @Sendable (EntryQuery) async -> String?
  ) {
    self.base = base
    self.slug = slug
  }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    try await ForeignNames.answer(query, slug: slug) { try await base.entry($0) }
  }
}
