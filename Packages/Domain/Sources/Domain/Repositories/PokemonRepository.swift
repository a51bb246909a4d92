/// Where Pokémon come from: data access only. The use cases ask this protocol, never
/// PokeAPI, so a remote, a cached or an in-memory implementation can stand behind it.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol PokemonRepository: Sendable {
  /// Everything about the Pokémon `query` names. A species whose default Pokémon has
  /// another name (`giratina` → `giratina-altered`) resolves to that default.
  /// - Throws: `PokedexError.entryNotFound` with the closest names when none matches.
  func pokemon(_ query: EntryQuery) async throws -> Pokemon

  /// What a battle needs of the Pokémon `query` names, resolved like `pokemon(_:)`: its
  /// summary, generation, size, abilities (their names), base stats, evolution, forms
  /// (which say when a form came), regional numbers (which games' Pokédexes hold it, for
  /// `where`) and past values. Its type defenses, Pokédex entries, egg groups and
  /// abilities' effects may be left empty. A source
  /// whose cards come whole answers with the whole card, as the default does: only a
  /// source that reads a card part by part (the built-in data) has anything to leave out.
  func battleCard(_ query: EntryQuery) async throws -> Pokemon

  /// The whole national list, ids and slugs in PokeAPI's order, from one request.
  func index() async throws -> [PokemonIndexEntry]

  /// The summaries of `entries`, in the same order.
  func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary]

  /// The summary of the Pokémon `query` names, resolved like `pokemon(_:)` but without
  /// loading everything about it.
  func summary(_ query: EntryQuery) async throws -> PokemonSummary

  /// The ids of the Pokémon whose species a generation introduced, with their forms
  /// (Origin Giratina with generation IV); the species alone from a source that cannot
  /// tell a form's species.
  func pokemonIDs(inGeneration generation: Int) async throws -> [Int]

  /// The ids of every Pokémon (forms included) that has `type`, from its type document.
  func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int>

  /// The base stats and rarity of `entries`, in order, for sorting by a stat and the
  /// rarity search words. Costs each one's `pokemon` and species documents, unless cached.
  func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits]
}

extension PokemonRepository {
  /// The whole card: what a source that reads cards whole has to give.
  public func battleCard(_ query: EntryQuery) async throws -> Pokemon {
    try await pokemon(query)
  }
}
