import Domain
/// The cache over an encounter repository: a Pokémon's encounters in every game are kept
/// whole under its number (`encounters/25`), so `where` over another API reads its
/// documents once and answers offline after.
public typealias CachedEncounterRepository = Cached<any EncounterRepository>

extension Cached: EncounterRepository where Remote == any EncounterRepository {
  public func encounters(ofPokemon pokemon: Int) async throws -> [Encounter] {
    // Kept as a table: Magikarp's, written one by one, would not fit in an entry.
    try await answer({ try CacheKeys.encounters(pokemon) }, subject: .encounters(pokemon)) {
      EncounterTable(try await $0.encounters(ofPokemon: pokemon))
    }.encounters
  }
}
