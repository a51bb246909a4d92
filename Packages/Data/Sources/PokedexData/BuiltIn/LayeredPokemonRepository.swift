import Domain
/// pokecli's Pokédex for the API the built-in data was taken from: the cache, the
/// built-in data and the network together, by the one rule of precedence, `BuiltInFirst`:
///
/// 1. A value the cache stored after the built-in data was generated (by `update`, or
///    fetched since for what the data lacks) is newer, and is used as it is.
/// 2. Else the built-in data answers, without a request.
/// 3. Else the cache over the network answers as it always has: fresh entries as they
///    are, stale ones refreshed (or used with a notice), missing ones fetched; offline,
///    what is not cached is `notCached`.
///
/// Cache entries older than the built-in data are passed over for it. The data knows
/// every Pokémon's name until `NewPokemonCheck` says PokeAPI lists more than it: until
/// then a name or number it lacks is not found (a name with the closest names), and
/// nothing is asked; the
/// national list itself comes from the network only then. A part of the data that cannot
/// be read (which the tests of the committed data rule out) counts as not held: the cache
/// and network answer instead.
public struct LayeredPokemonRepository: PokemonRepository {
  private let builtIn: DatabasePokemonRepository
  private let cache: CachedPokemonRepository
  private let newPokemonCheck: NewPokemonCheck?
  /// The rule it reads by; what is read of one Pokémon elsewhere (its learnset) follows
  /// it too, so a Pokémon newer than the data is asked for wherever it is named.
  public let rule: BuiltInFirst

  /// Creates the Pokédex over `builtIn` and `cache`.
  /// - Parameter newPokemonCheck: how to notice Pokémon newer than the data; `nil` never
  ///   asks, and then a name the data lacks is always asked of the network.
  public init(
    builtIn: DatabasePokemonRepository, cache: CachedPokemonRepository,
    newPokemonCheck: NewPokemonCheck? = nil
  ) {
    self.builtIn = builtIn
    self.cache = cache
    self.newPokemonCheck = newPokemonCheck
    self.rule = BuiltInFirst(
      newerInCache: NewerInCache(
        shelf: cache.shelf, dataDate: { await builtIn.generatedDate() },
        language: cache.language),
      knowsEveryName: {
        guard let newPokemonCheck,
          let known = try? await builtIn.database.pokemonNames().ids.count
        else { return false }
        return await !newPokemonCheck.hasMoreThan(known, shelf: cache.shelf)
      })
  }

  public func index() async throws -> [PokemonIndexEntry] {
    try await rule.answer(
      newer: { try await $0.value([PokemonIndexEntry].self, CacheKeys.index) },
      builtIn: {
        let names = try await builtIn.database.pokemonNames()
        let known = names.ids.count
        if let newPokemonCheck, await newPokemonCheck.hasMoreThan(known, shelf: cache.shelf) {
          // The longer list when it can be had; else (offline, unreachable, or a list
          // cached before the data was generated and still fresh) the built-in one answers.
          if let listed = try? await cache.index(), listed.count > known { return listed }
        }
        return names.entries
      },
      else: { try await cache.index() })
  }

  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    let rows = try await rule.answerEach(
      entries.map(\.id),
      newer: { try await $0.value(PokemonSummary.self, CacheKeys.summary($1)) },
      builtIn: { try await builtIn.database.summaries(ids: $0) },
      else: { ids in
        let wanted = Set(ids)
        let rows = try await cache.summaries(entries.filter { wanted.contains($0.id) })
        return Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      })
    return entries.compactMap { rows[$0.id] }
  }

  /// The traits by the rule, as the rows are: a card or traits the cache stored after the
  /// data, else the data's, else the cache's over the network in one batch.
  public func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits] {
    let traits = try await rule.answerEach(
      entries.map(\.id),
      newer: { newer, id in
        if let traits = await newer.value(PokemonTraits.self, try CacheKeys.traits(id)) {
          return traits
        }
        return await newer.value(Pokemon.self, try CacheKeys.pokemon(id)).map(PokemonTraits.init)
      },
      builtIn: { try await builtIn.database.traits(ids: $0) },
      else: { ids in
        let wanted = Set(ids)
        let traits = try await cache.traits(of: entries.filter { wanted.contains($0.id) })
        return Dictionary(traits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      })
    return entries.compactMap { traits[$0.id] }
  }

  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    try await one(
      query, key: CacheKeys.summary,
      builtIn: { try await builtIn.database.summaries(ids: [$0])[$0] },
      network: { try await cache.summary(query) })
  }

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    try await one(
      query, key: CacheKeys.pokemon, builtIn: { try await builtIn.database.card(id: $0) },
      network: { try await cache.pokemon(query) })
  }

  /// The built-in data's battle card (`CardReading.battle`); a newer card of the cache,
  /// or one from the network, comes whole.
  public func battleCard(_ query: EntryQuery) async throws -> Pokemon {
    try await one(
      query, key: CacheKeys.pokemon,
      builtIn: { try await builtIn.database.card(id: $0, reading: .battle) },
      network: { try await cache.pokemon(query) })
  }

  public func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    try await rule.answer(
      newer: { try await $0.value([Int].self, CacheKeys.generation(generation)) },
      builtIn: { try await builtIn.pokemonIDs(inGeneration: generation) },
      else: { try await cache.pokemonIDs(inGeneration: generation) })
  }

  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    try await rule.answer(
      newer: { try await $0.value([Int].self, CacheKeys.type(type.slug)).map(Set.init) },
      builtIn: { try await builtIn.pokemonIDs(ofType: type) },
      else: { try await cache.pokemonIDs(ofType: type) })
  }

  /// One Pokémon's row or card by the rule: the cache's, under `key`, when stored after
  /// the data; else the data's (`read`); else the network's.
  private func one<Value: Codable & Translatable & Sendable>(
    _ query: EntryQuery, key: (Int) throws -> StorageKey,
    builtIn read: (Int) async throws -> Value?, network: () async throws -> Value
  ) async throws -> Value {
    let id = await heldID(query)
    return try await rule.answer(
      newer: { newer in
        guard let id else { return nil }
        return await newer.value(Value.self, try key(id))
      },
      builtIn: { try await held(id, query, read) },
      else: network)
  }

  // MARK: - What the data holds

  /// The id `query` names in the built-in data; `nil` when it holds none or cannot be read.
  private func heldID(_ query: EntryQuery) async -> Int? {
    (try? await builtIn.id(for: query)) ?? nil
  }

  /// What `read` finds in the built-in data for `id`; when it holds nothing there, why:
  /// a name or number it does not know (`entryNotFound`), or `notCached` when it names a
  /// Pokémon the data cannot read, for `BuiltInFirst`.
  private func held<Value>(
    _ id: Int?, _ query: EntryQuery, _ read: (Int) async throws -> Value?
  ) async throws -> Value {
    guard let id else { throw try await builtIn.notHeld(query) }
    guard let value = try await read(id) else {
      throw PokedexError.notCached(.entry(.pokemon, query))
    }
    return value
  }
}
