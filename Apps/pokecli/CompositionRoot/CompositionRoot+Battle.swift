import Domain
import PokedexData

// The use cases of the numbers players work out for battle: `stats`, `speed` and
// `coverage` (`compare` needs only the Pokémon, `pokemonLoader(asIn:)`).
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
      roster: DatabaseRosterRepository(database: database), games: try gameCatalog())
  }

  /// `team`'s use case: the Pokémon and the moves as in `asIn`.
  func analyzeTeam(asIn: String?) throws -> AnalyzeTeam {
    AnalyzeTeam(
      pokemon: try pokemonLoader(asIn: asIn), move: try moveLoader(asIn: asIn),
      charts: try typeChartRepository())
  }

  /// `coverage`'s use case: the moves as in `asIn`, the charts, and every Pokémon's types
  /// and abilities from the built-in data.
  /// - Throws: `CommandFailure` over an API without the built-in data.
  func checkCoverage(asIn: String?) throws -> CheckCoverage {
    guard let database = try builtInDatabase() else {
      throw CommandFailure(message: try builtInOnly("every Pokémon's types and abilities"))
    }
    return CheckCoverage(
      move: try moveLoader(asIn: asIn), charts: try typeChartRepository(),
      roster: DatabaseRosterRepository(database: database), games: try gameCatalog())
  }

  /// A move by name or number, as in `asIn` (its type then: Bite is Normal in Red), or
  /// today's.
  private func moveLoader(asIn game: String?) throws -> @Sendable (EntryQuery) async throws -> Move {
    var moves = try entries(of: Move.self)
    if let game { moves = GameEntryRepository(moves, game: game, catalog: try gameCatalog()) }
    let told = moves
    return { try await told.entry($0) }
  }
}
