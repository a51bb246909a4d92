import Foundation

/// Where Pokémon come from. The presentation layer asks this protocol, never PokeAPI, so
/// a remote, a cached or an in-memory implementation can stand behind it.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol PokemonRepository: Sendable {
  /// A slice of the national Pokédex in PokeAPI's order: 1–1025, then the forms from 10001.
  func page(_ request: PageRequest) async throws -> Page<PokemonSummary>

  /// The full card of the Pokémon `query` names. A species whose default Pokémon has
  /// another name (`giratina` → `giratina-altered`) resolves to that default.
  /// - Throws: `PokedexError.pokemonNotFound` with the closest names when none matches.
  func pokemon(_ query: PokemonQuery) async throws -> Pokemon

  /// The whole national list, ids and slugs in PokeAPI's order, from one request.
  func index() async throws -> [PokemonIndexEntry]

  /// The list rows of `entries`, in the same order.
  func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary]

  /// The list row of the Pokémon `query` names, resolved like `pokemon(_:)` but without
  /// loading the whole card.
  func summary(_ query: PokemonQuery) async throws -> PokemonSummary

  /// The national numbers of the species a generation introduced, from its document.
  func speciesIDs(inGeneration generation: Int) async throws -> [Int]

  /// The ids of every Pokémon (forms included) that has `type`, from its type document.
  func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int>
}
