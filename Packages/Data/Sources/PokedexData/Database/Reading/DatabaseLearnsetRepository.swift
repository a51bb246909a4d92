import Domain
/// The built-in database's learnsets, behind Domain's `LearnsetRepository`: a Pokémon is
/// named as `show` names it (`DatabasePokemonRepository` resolves the name).
public struct DatabaseLearnsetRepository: LearnsetRepository {
  let pokemon: DatabasePokemonRepository

  public init(database: PokedexDatabase) {
    self.pokemon = DatabasePokemonRepository(database: database)
  }

  public func learnset(_ query: EntryQuery, game: String?) async throws -> Learnset {
    guard let id = try await pokemon.id(for: query) else { throw try await pokemon.notHeld(query) }
    return try await pokemon.database.learnset(pokemonID: id, game: game)
  }
}
