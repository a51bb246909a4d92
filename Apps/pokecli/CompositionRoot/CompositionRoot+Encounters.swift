import Domain
import PokedexData

extension CompositionRoot {
  /// `where`'s use case: the Pokémon with its family, and every Pokémon's encounters from
  /// the built-in data, else from the API's `pokemon/{id}/encounters` documents, each
  /// Pokémon's kept whole in the cache.
  func findEncounters() throws -> FindEncounters {
    let encounters: any EncounterRepository = try builtInOrNetwork(
      DatabaseEncounterRepository.init
    ) {
      try cached(RemoteEncounterRepository(reader: try pokeAPIReader()) as any EncounterRepository)
    }
    // What a battle needs of the Pokémon holds its generation, family and regional
    // numbers, and reads the built-in data without its Pokédex entries, egg groups and
    // abilities' effects. The games' Pokédexes say where a stage cannot evolve into it.
    return FindEncounters(
      pokemon: try pokemonLoader(asIn: nil, forBattle: true), encounters: encounters,
      games: try gameCatalog())
  }
}
