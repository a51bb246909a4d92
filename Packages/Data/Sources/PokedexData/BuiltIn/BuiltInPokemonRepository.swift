import Domain
import Foundation

/// The built-in Pokédex behind Domain's `PokemonRepository`: answers without a request,
/// and says `notCached` for what it does not hold (a Pokémon newer than the data, a type
/// or generation it does not know).
///
/// On its own it serves tests and the comparison with PokeAPI; pokecli reads it through
/// `LayeredPokemonRepository`, which puts it between the cache and the network.
public struct BuiltInPokemonRepository: PokemonRepository {
  /// The data it reads.
  public let pokedex: BuiltInPokedex

  /// Creates a repository over `pokedex`.
  public init(pokedex: BuiltInPokedex) {
    self.pokedex = pokedex
  }

  public func index() async throws -> [PokemonIndexEntry] {
    try pokedex.names().entries
  }

  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    let rows = try rows(entries.map(\.id))
    let missing = entries.map(\.id).filter { rows[$0] == nil }
    guard missing.isEmpty else { throw PokedexError.notCached(.summaries(missing)) }
    return entries.compactMap { rows[$0.id] }
  }

  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    guard let id = try id(for: query), let row = try rows([id])[id] else {
      throw try notHeld(query)
    }
    return row
  }

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    guard let id = try id(for: query), let card = try pokedex.card(id: id) else {
      throw try notHeld(query)
    }
    return card
  }

  public func speciesIDs(inGeneration generation: Int) async throws -> [Int] {
    guard let ids = try pokedex.generationSpecies()[String(generation)] else {
      throw PokedexError.notCached(.generation(generation))
    }
    return ids
  }

  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    guard let ids = try pokedex.typeMembers()[type.slug] else {
      throw PokedexError.notCached(.type(type))
    }
    return Set(ids)
  }

  // MARK: - What the data holds

  /// The id `query` names in the data: a Pokémon's id or slug, or a species' slug; a name
  /// missing a hyphen (`porygonz`, `jangmoo`) names the one whose slug it is without them,
  /// as it does over the network.
  func id(for query: EntryQuery) throws -> Int? {
    let names = try pokedex.names()
    switch query {
    case .number(let id):
      return names.ids.contains(id) ? id : nil
    case .name(let slug):
      let pokemon = zip(names.slugs, names.ids)
      if let id = pokemon.first(where: { $0.0 == slug })?.1 ?? names.speciesNames[slug] {
        return id
      }
      let compact = NameNormalizer.compact(slug)
      return pokemon.first { NameNormalizer.compact($0.0) == compact }?.1
        ?? names.speciesNames.filter { NameNormalizer.compact($0.key) == compact }.values.min()
    }
  }

  /// The rows of `ids` the data holds, by id.
  func rows(_ ids: [Int]) throws -> [Int: PokemonSummary] {
    let wanted = Set(ids)
    return Dictionary(
      try pokedex.rows().filter { wanted.contains($0.id) }.map { ($0.id, $0) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Why `query` cannot be answered: a name no Pokémon of the data has, with the closest
  /// names, or a number it does not hold, as not cached.
  func notHeld(_ query: EntryQuery) throws -> PokedexError {
    guard case .name(let slug) = query else { return .notCached(.entry(.pokemon, query)) }
    let known = try pokedex.names()
    let names = known.slugs + known.speciesNames.keys
    let suggestions = NameSuggestions.closest(to: slug, in: names)
    return .entryNotFound(.pokemon, query, suggestions: suggestions)
  }
}
