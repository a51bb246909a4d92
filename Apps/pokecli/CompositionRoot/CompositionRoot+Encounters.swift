import Domain
import PokedexData

extension CompositionRoot {
  /// `where`'s use case: the Pokémon with its family, and every Pokémon's encounters from
  /// the built-in data.
  /// - Throws: `CommandFailure` over an API without the built-in data, whose encounters
  ///   are not read yet.
  func findEncounters() throws -> FindEncounters {
    guard let database = try builtInDatabase() else {
      throw CommandFailure(message: try builtInOnly("where Pokémon are met"))
    }
    return FindEncounters(
      pokemon: try pokemonLoader(asIn: nil),
      encounters: DatabaseEncounterRepository(database: database))
  }
}
