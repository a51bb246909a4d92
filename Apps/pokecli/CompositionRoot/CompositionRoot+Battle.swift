import Domain
import PokedexData

// The use cases of the numbers players work out for battle: `stats`, `speed` and
// `coverage` (`compare` needs only the Pokémon, `pokemonLoader(asIn:)`).
extension CompositionRoot {
  /// `stats`' use case: the Pokémon as in `asIn`, and the nature named.
  func calculateStats(asIn: String?) throws -> CalculateStats {
    CalculateStats(pokemon: try pokemonLoader(asIn: asIn, forBattle: true), natures: try natureEntries())
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
      pokemon: try pokemonLoader(asIn: asIn, forBattle: true),
      roster: DatabaseRosterRepository(database: database), games: try gameCatalog())
  }

  /// `team`'s use case: the Pokémon and the moves as in `asIn`.
  func analyzeTeam(asIn: String?) throws -> AnalyzeTeam {
    AnalyzeTeam(
      pokemon: try pokemonLoader(asIn: asIn, forBattle: true),
      move: moveLoader(try battleMoves(), asIn: asIn, catalog: try gameCatalog()),
      charts: try typeChartRepository())
  }

  /// `damage`'s use case: the Pokémon and the move as in `asIn`, the natures, abilities
  /// and items named, and the charts.
  func calculateDamage(asIn: String?) throws -> CalculateDamage {
    // Natures, abilities and items are asked only when named: their repositories cost a
    // millisecond or so to make, which a calculation naming none need not pay.
    CalculateDamage(
      pokemon: try pokemonLoader(asIn: asIn, forBattle: true),
      move: moveLoader(try battleMoves(), asIn: asIn, catalog: try gameCatalog()),
      nature: { [self] in try await natureEntries().entry($0) },
      ability: { [self] in try await entryNames(of: Ability.self).name($0) },
      item: { [self] in try await entryNames(of: Item.self).name($0) },
      charts: try typeChartRepository())
  }

  /// `coverage`'s use case: the moves as in `asIn`, the charts, and every Pokémon's types
  /// and abilities from the built-in data.
  /// - Throws: `CommandFailure` over an API without the built-in data.
  func checkCoverage(asIn: String?) throws -> CheckCoverage {
    // The roster, the longest read, on one opening; the game, the chart and the moves on
    // the other, side by side with it.
    guard let roster = try builtInDatabase(), let reads = try builtInDatabase() else {
      throw CommandFailure(message: try builtInOnly("every Pokémon's types and abilities"))
    }
    let games = DatabaseGameCatalog(database: reads)
    return CheckCoverage(
      move: moveLoader(Move.builtInBattleEntries(reads), asIn: asIn, catalog: games),
      charts: DatabaseTypeChartRepository(database: reads),
      roster: DatabaseRosterRepository(database: roster), games: games)
  }

  /// Moves as a battle reads them: the built-in data's without their game texts, machines
  /// and learner count (`Move.builtInBattleEntries`); the cache's and the network's whole.
  private func battleMoves() throws -> any EntryRepository<Move> {
    try entryRepository(remote: Move.remoteEntries(try pokeAPIReader()), builtIn: Move.builtInBattleEntries)
  }

  /// A move of `moves` by name or number, as in `asIn` (its type then: Bite is Normal in
  /// Red, by the groups of `catalog`), or today's. `coverage`, which needs the built-in
  /// data anyway, reads its moves there alone: the layers over the network would cost it
  /// a millisecond to build and answer nothing more.
  private func moveLoader(
    _ moves: any EntryRepository<Move>, asIn game: String?, catalog: any GameCatalog
  ) -> @Sendable (EntryQuery) async throws -> Move {
    var moves = moves
    if let game { moves = GameEntryRepository(moves, game: game, catalog: catalog) }
    let told = moves
    return { try await told.entry($0) }
  }
}
