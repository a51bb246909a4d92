/// `pokecli coverage`: one to four moves or types, as in the game asked for, against every
/// type, pair of types and fully evolved Pokémon of that game (`CoverageSheet`).
public struct CheckCoverage: Sendable {
  let move: @Sendable (EntryQuery) async throws -> Move
  let charts: any TypeChartRepository
  let roster: any RosterRepository
  let games: any GameCatalog

  /// What `coverage` is asked to weigh: a type, or a move by name or number.
  public enum Attack: Hashable, Sendable {
    case type(PokemonType)
    case move(EntryQuery)
  }

  /// - Parameters:
  ///   - move: a move as in the game asked for (its type then: Bite is Normal in Red), or
  ///     today's.
  ///   - charts: the type charts, by generation.
  ///   - roster: every Pokémon of a game (`RosterRepository`).
  ///   - games: the groups of games, for the generation of the one asked for.
  public init(
    move: @escaping @Sendable (EntryQuery) async throws -> Move,
    charts: any TypeChartRepository, roster: any RosterRepository, games: any GameCatalog
  ) {
    self.move = move
    self.charts = charts
    self.roster = roster
    self.games = games
  }

  /// The sheet, with the moves given that do no damage (status moves: they hit nothing)
  /// by display name.
  /// - Throws: `NotYetInGame` for a move or a type that came after `game`;
  ///   `CoverageProblem` for a type no chart has (Stellar) and when every move given is a
  ///   status move;
  ///   `PokedexError` for an unknown move or from the repositories.
  public func callAsFunction(_ asked: [Attack], game: String?) async throws -> CoverageSheet {
    var group: GameGroup?
    if let game { group = try await games.group(named: game) }
    let generation = group?.generation
    // The roster and the chart are read while the moves are, and the moves side by side:
    // they need only the generation, and the reads are most of the command's time.
    async let roster = roster.roster(generation: generation, matchups: true)
    async let chart = charts.chart(generation: generation)
    let moves = await read(asked)
    var attacks: [CoverageAttack] = []
    var harmless: [String] = []
    for (index, attack) in asked.enumerated() {
      switch attack {
      case .type(let type):
        guard try await chart.types.contains(type) else {
          if let game, let group, let introduced = try await charts.introduction(of: type),
            group.predates(generation: introduced)
          {
            throw NotYetInGame(
              name: DisplayName.titleCased(type.slug), game: game, introducedIn: introduced)
          }
          throw CoverageProblem.noMatchups(type)
        }
        attacks.append(CoverageAttack(type: type))
      case .move:
        if let attack = try Move.attack(
          read: moves[index], askedIn: game, harmless: &harmless,
          missing: "move \(index + 1) of \(asked.count) was not read")
        {
          attacks.append(attack)
        }
      }
    }
    guard !attacks.isEmpty else { throw CoverageProblem.nothingHits(harmless) }
    let members = try await roster.map { $0.asIn(generation: generation) }
    var sheet = CoverageSheet(
      attacks: attacks, game: group, chart: try await chart, roster: members)
    sheet.harmless = harmless
    return sheet
  }

  /// The moves `asked` names, by their place in it, read side by side; a move that
  /// cannot be read is its failure, thrown in the order asked.
  private func read(_ asked: [Attack]) async -> [Int: Result<Move, any Error>] {
    let moves = asked.enumerated().compactMap { index, attack -> (index: Int, query: EntryQuery)? in
      guard case .move(let query) = attack else { return nil }
      return (index, query)
    }
    let results = await SideBySide.results(moves.map(\.query), move)
    return Dictionary(zip(moves.map(\.index), results), uniquingKeysWith: { first, _ in first })
  }
}

/// Why `coverage` cannot weigh what it was given.
public enum CoverageProblem: Error, Equatable, Sendable {
  /// A type with no place in the type chart (Stellar, Shadow, ???).
  case noMatchups(PokemonType)
  /// Every move given does no damage; their display names.
  case nothingHits([String])
}
