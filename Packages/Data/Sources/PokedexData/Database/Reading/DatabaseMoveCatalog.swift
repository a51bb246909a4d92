import Domain
/// The built-in database's moves as list rows, behind Domain's `EntryCatalog`: only those
/// learnable in the criteria's game, and by its Pokémon, are read.
///
/// - Throws: `PokedexError.entryNotFound(.pokemon, …)` when the criteria's Pokémon is none.
public struct DatabaseMoveCatalog: EntryCatalog {
  public typealias Kind = Move

  let pokemon: DatabasePokemonRepository

  public init(database: PokedexDatabase) {
    self.pokemon = DatabasePokemonRepository(database: database)
  }

  public func rows(for criteria: MoveCriteria) async throws -> [MoveRow] {
    var pokemonID: Int?
    if let query = criteria.pokemon {
      guard let id = try await pokemon.id(for: query) else { throw try await pokemon.notHeld(query) }
      pokemonID = id
    }
    var groupID: Int?
    if let game = criteria.game {
      // A game the data does not know has no moves: the list is empty, not an error
      // (the command refuses names that are no game at all).
      guard let id = try await pokemon.database.versionGroupID(named: game) else { return [] }
      groupID = id
    }
    return try await pokemon.database.moveRows(pokemonID: pokemonID, groupID: groupID)
  }
}
