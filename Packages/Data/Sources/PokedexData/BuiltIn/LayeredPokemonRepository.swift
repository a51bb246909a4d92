import Domain
/// pokecli's Pokédex for the API the built-in data was taken from: the cache, the
/// built-in data and the network together, with the one rule of precedence:
///
/// 1. A value the cache stored after the built-in data was generated (by `update`, or
///    fetched since for what the data lacks) is newer, and is used as it is.
/// 2. Else the built-in data answers, without a request.
/// 3. Else the cache over the network answers as it always has: fresh entries as they
///    are, stale ones refreshed (or used with a notice), missing ones fetched; offline,
///    what is not cached is `notCached`.
///
/// Cache entries older than the built-in data are passed over for it. The national list
/// itself comes from the network only when `NewPokemonCheck` says PokeAPI lists more
/// Pokémon than the data. A part of the data that cannot be read (which the tests of the
/// committed data rule out) counts as not held: the cache and network answer instead.
public struct LayeredPokemonRepository: PokemonRepository {
  private let builtIn: DatabasePokemonRepository
  private let cache: CachedPokemonRepository
  private let entryGame: String?
  private let newPokemonCheck: NewPokemonCheck?

  /// Creates the Pokédex over `builtIn` and `cache`.
  /// - Parameters:
  ///   - entryGame: the game whose Pokédex entry a card must hold, when not the newest:
  ///     the built-in cards hold the newest only, so cards then come from the cache and
  ///     network, and offline a card neither holds is `notCached(.pokedexEntry)`.
  ///   - newPokemonCheck: how to notice Pokémon newer than the data; `nil` never asks.
  public init(
    builtIn: DatabasePokemonRepository, cache: CachedPokemonRepository,
    entryGame: String? = nil, newPokemonCheck: NewPokemonCheck? = nil
  ) {
    self.builtIn = builtIn
    self.cache = cache
    self.entryGame = entryGame
    self.newPokemonCheck = newPokemonCheck
  }

  public func index() async throws -> [PokemonIndexEntry] {
    if let newer = await newer([PokemonIndexEntry].self, try CacheKeys.index) { return newer }
    guard let names = await held({ try await builtIn.database.pokemonNames() }) else { return try await cache.index() }
    let known = names.ids.count
    if let newPokemonCheck, await newPokemonCheck.hasMoreThan(known, shelf: cache.shelf) {
      // The longer list when it can be had; else (offline, unreachable, or a list cached
      // before the data was generated and still fresh) the built-in one still answers.
      if let listed = try? await cache.index(), listed.count > known { return listed }
    }
    return names.entries
  }

  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    let builtInRows = await held { try await builtIn.database.summaries(ids: entries.map(\.id)) } ?? [:]
    var rows: [Int: PokemonSummary] = [:]
    var rest: [PokemonIndexEntry] = []
    for entry in entries {
      let newerRow = await newer(PokemonSummary.self, try CacheKeys.summary(entry.id))
      if let row = newerRow ?? builtInRows[entry.id] {
        rows[entry.id] = row
      } else {
        rest.append(entry)
      }
    }
    if !rest.isEmpty {
      for row in try await cache.summaries(rest) { rows[row.id] = row }
    }
    return entries.compactMap { rows[$0.id] }
  }

  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    if let id = await held({ try await builtIn.id(for: query) }) {
      if let row = await newer(PokemonSummary.self, try CacheKeys.summary(id)) { return row }
      if let row = await held({ try await builtIn.database.summaries(ids: [id])[id] }) {
        return row
      }
    }
    return try await fromCache(query) { try await cache.summary(query) }
  }

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    if let id = await held({ try await builtIn.id(for: query) }) {
      if let card = try await newer(Pokemon.self, CacheKeys.pokemon(id)) { return card }
      guard let entryGame else {
        if let card = await held({ try await builtIn.database.card(id: id) }) { return card }
        return try await fromCache(query) { try await cache.pokemon(query) }
      }
      do {
        return try await cache.pokemon(query)
      } catch PokedexError.notCached {
        throw PokedexError.notCached(.pokedexEntry(query, game: entryGame))
      }
    }
    return try await fromCache(query) { try await cache.pokemon(query) }
  }

  public func speciesIDs(inGeneration generation: Int) async throws -> [Int] {
    if let ids = try await newer([Int].self, CacheKeys.generation(generation)) { return ids }
    if let ids = await held({ try await builtIn.database.speciesIDs(inGeneration: generation) }) {
      return ids
    }
    return try await cache.speciesIDs(inGeneration: generation)
  }

  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    if let ids = try await newer([Int].self, CacheKeys.type(type.slug)) { return Set(ids) }
    if let ids = await held({ try await builtIn.database.pokemonIDs(ofType: type.slug) }) {
      return Set(ids)
    }
    return try await cache.pokemonIDs(ofType: type)
  }

  // MARK: - The rule

  /// The cache's value under `key` when it is newer than the built-in data (any value,
  /// when the data cannot say its date).
  private func newer<Value: Codable>(_ type: Value.Type, _ key: StorageKey) async -> Value? {
    cache.shelf.value(type, key, storedAfter: await builtIn.generatedDate() ?? .distantPast)
  }

  /// A card or row the cache holds newer than the built-in data, in the cache's language.
  private func newer<Value: Codable & Translatable>(
    _ type: Value.Type, _ key: StorageKey
  ) async -> Value? {
    cache.shelf.value(type, key, storedAfter: await builtIn.generatedDate() ?? .distantPast)?
      .shown(in: cache.language)
  }

  /// What `read` finds in the built-in data; `nil` when it holds nothing there or that part
  /// cannot be read.
  private func held<Value>(_ read: () async throws -> Value?) async -> Value? {
    (try? await read()) ?? nil
  }

  /// The cache's (and network's) answer for what the built-in data does not hold.
  ///
  /// The built-in list of names is complete until PokeAPI lists more Pokémon than it
  /// (`NewPokemonCheck`, at most one small request a week): until then a name it does
  /// not know is not found, with the closest names, and nothing is asked for it. Offline
  /// or with the network failing, the same, rather than "not cached" or the failure.
  private func fromCache<Value>(
    _ query: EntryQuery, _ load: () async throws -> Value
  ) async throws -> Value {
    if case .name = query, let newPokemonCheck,
      await held({ try await builtIn.id(for: query) }) == nil,
      let known = await held({ try await builtIn.database.pokemonNames().ids.count }),
      await !newPokemonCheck.hasMoreThan(known, shelf: cache.shelf),
      let notFound = try? await builtIn.notHeld(query)
    {
      throw notFound
    }
    do {
      return try await load()
    } catch let error as PokedexError {
      switch error {
      case .notCached: break
      case _ where error.isNetworkFailure: break
      default: throw error
      }
      guard case .name = query, await held({ try await builtIn.id(for: query) }) == nil,
        let notFound = try? await builtIn.notHeld(query)
      else { throw error }
      throw notFound
    }
  }
}
