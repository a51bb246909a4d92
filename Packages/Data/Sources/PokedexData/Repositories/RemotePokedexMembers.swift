import Domain

/// A Pokédex's members from its `pokedex` document, kept in the cache: what a regional
/// page lists and what says how many Pokémon a group of games holds.
struct RemotePokedexMembers: Sendable {
  let reader: PokeAPIReader
  let cache: ReferenceCache?

  /// The Pokédex's members in its order; `nil` when PokeAPI has no Pokédex `slug`.
  func members(of slug: String) async throws -> [RegionalMember]? {
    do {
      guard let cache else { return try await load(slug) }
      return try await cache.value(.pokedex(slug)) { try await load(slug) }
    } catch PokedexError.notFound {
      return nil
    }
  }

  private func load(_ slug: String) async throws -> [RegionalMember] {
    let document = try await reader.answer(PokedexDTO.self, of: .pokedex, .name(slug)).document
    return document.pokemonEntries.compactMap { entry in
      ResourceID.trailingNumber(of: entry.pokemonSpecies.url).map {
        RegionalMember(number: entry.entryNumber, speciesID: $0)
      }
    }.sorted { ($0.number, $0.speciesID) < ($1.number, $1.speciesID) }
  }
}
