import Domain
/// The built-in database behind Domain's `PokemonRepository`: answers without a request;
/// a name or number it does not hold is `entryNotFound`, a type or generation it does not
/// know `notCached`.
///
/// Cards hold what a card over PokeAPI holds, every game's Pokédex entry included; battle
/// cards about half of it (`CardReading.battle`). On its
/// own it serves tests and the comparison with PokeAPI; pokecli reads it through
/// `LayeredPokemonRepository`, which puts it between the cache and the network.
public struct DatabasePokemonRepository: PokemonRepository {
  /// The database it reads.
  public let database: PokedexDatabase

  /// Creates a repository over `database`.
  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func index() async throws -> [PokemonIndexEntry] {
    try await database.pokemonNames().entries
  }

  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    let rows = try await database.summaries(ids: entries.map(\.id))
    let missing = entries.map(\.id).filter { rows[$0] == nil }
    guard missing.isEmpty else { throw PokedexError.notCached(.summaries(missing)) }
    return entries.compactMap { rows[$0.id] }
  }

  public func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits] {
    let traits = try await database.traits(ids: entries.map(\.id))
    let missing = entries.map(\.id).filter { traits[$0] == nil }
    guard missing.isEmpty else { throw PokedexError.notCached(.summaries(missing)) }
    return entries.compactMap { traits[$0.id] }
  }

  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    guard let id = try await id(for: query), let row = try await database.summaries(ids: [id])[id] else {
      throw try await notHeld(query)
    }
    return row
  }

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    try await card(query, reading: .whole)
  }

  public func battleCard(_ query: EntryQuery) async throws -> Pokemon {
    try await card(query, reading: .battle)
  }

  private func card(_ query: EntryQuery, reading: CardReading) async throws -> Pokemon {
    guard let id = try await id(for: query), let card = try await database.card(id: id, reading: reading)
    else { throw try await notHeld(query) }
    return card
  }

  public func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    guard let ids = try await database.pokemonIDs(inGeneration: generation) else {
      throw PokedexError.notCached(.generation(generation))
    }
    return ids
  }

  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    guard let ids = try await database.pokemonIDs(ofType: type.slug) else {
      throw PokedexError.notCached(.type(type))
    }
    return Set(ids)
  }

  /// Midnight UTC of the day the data was taken from PokeAPI; `nil` when the database
  /// cannot say.
  public func generatedDate() async -> Date? {
    (try? await database.info()).flatMap { CalendarDay.start(of: $0.generatedOn) }
  }

  // MARK: - Names

  /// The id `query` names: a Pokémon's id or slug, or a species' slug; a name missing a
  /// hyphen (`porygonz`, `jangmoo`) names the one whose slug it is without them, as it
  /// does over the network; else a species' or form's name in any language.
  func id(for query: EntryQuery) async throws -> Int? {
    switch query {
    case .number(let id):
      return try await database.holdsPokemon(id: id) ? id : nil
    case .name(let slug):
      // A name in another script is no slug: only its key can match.
      if query.isForeignName { return try await database.pokemonID(namedBy: slug) }
      if let id = try await database.pokemonID(slug: slug) { return id }
      if let id = try await database.pokemonID(compact: NameNormalizer.compact(slug)) {
        return id
      }
      // A name in any language PokeAPI speaks: Glurak, Dracaufeu, リザードン, 喷火龙.
      return try await database.pokemonID(namedBy: SearchKey.of(slug))
    }
  }

  /// Why `query` cannot be answered: a name no Pokémon of the data has, with the closest
  /// names, or a number it does not hold. `LayeredPokemonRepository` asks the network
  /// after either only when PokeAPI lists more Pokémon than the data.
  func notHeld(_ query: EntryQuery) async throws -> PokedexError {
    guard case .name(let slug) = query else {
      return .entryNotFound(.pokemon, query, suggestions: [])
    }
    if query.isForeignName {
      // Suggested in the script typed: リザドソ gets リザードン.
      let closest = try await database.closestNames(
        to: slug, kinds: ["pokemon-species", "pokemon-form"])
      return .entryNotFound(.pokemon, query, suggestions: closest)
    }
    let known = try await database.pokemonNames()
    var suggestions = NameSuggestions.closest(to: slug, in: known.slugs + known.speciesNames.keys)
    if suggestions.isEmpty {
      // No slug is close: a name in another language may be (glurakk gets Glurak).
      suggestions = try await database.closestNames(
        to: SearchKey.of(slug), kinds: ["pokemon-species", "pokemon-form"])
    }
    return .entryNotFound(.pokemon, query, suggestions: suggestions)
  }
}
