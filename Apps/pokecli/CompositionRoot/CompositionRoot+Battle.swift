import Domain
import PokedexData

// The use cases of the numbers players work out for battle: `stats` and `speed` (`compare`
// and `team` need only the Pokémon, `pokemonLoader(asIn:)`).
extension CompositionRoot {
  /// `stats`' use case: the Pokémon as in `asIn`, and the nature named.
  func calculateStats(asIn: String?) throws -> CalculateStats {
    CalculateStats(pokemon: try pokemonLoader(asIn: asIn), natures: try natureEntries())
  }

  /// `speed`'s use case: the Pokémon as in `asIn`, and every fully evolved Pokémon's Speed
  /// from the built-in data.
  /// - Throws: `CommandFailure` over an API without the built-in data: ranking would read
  ///   every Pokémon's documents.
  func rankSpeed(asIn: String?) throws -> RankSpeed {
    guard let database = try builtInDatabase() else {
      throw CommandFailure(message: try builtInOnly("every Pokémon's Speed"))
    }
    return RankSpeed(
      pokemon: try pokemonLoader(asIn: asIn),
      roster: DatabaseRosterRepository(database: database))
  }
}
