import Domain
/// Lists of whole resources, for the generator of the built-in Pokédex and for noticing
/// Pokémon newer than it.
extension RemotePokemonRepository {
  /// How many Pokémon PokeAPI lists, from a page of one: the smallest request that tells
  /// whether Pokémon were added.
  public func pokemonCount() async throws -> Int {
    let url = endpoints.list(.pokemon, limit: 1)
    return try await loader.load(PokemonListPageDTO.self, from: url).count
  }

  /// Every entry of `resource`'s list (`type`, `generation`, `pokemon-species`): slugs and
  /// the ids at the end of their links, from one request.
  func catalog(_ resource: PokeAPIResource) async throws -> [PokemonIndexEntry] {
    let url = endpoints.list(resource, limit: Self.everything)
    let list = try await loader.load(PokemonListPageDTO.self, from: url)
    return list.results.compactMap { entry in
      ResourceID.trailingNumber(of: entry.url).map { PokemonIndexEntry(id: $0, name: entry.name) }
    }
  }
}
