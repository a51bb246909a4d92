/// `pokecli team`: one to six Pokémon, each with the moves given, as in the game asked for,
/// read together and set against every type (`TeamSheet`).
public struct AnalyzeTeam: Sendable {
  let members: ComparePokemon
  let move: @Sendable (EntryQuery) async throws -> Move
  let charts: any TypeChartRepository

  /// - Parameters:
  ///   - pokemon: a Pokémon as in the game asked for (`LoadPokemonAsInGame`), or today's.
  ///   - move: a move as in that game (its type then: Bite is Normal in Red), or today's.
  ///   - charts: the type charts, by generation.
  public init(
    pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    move: @escaping @Sendable (EntryQuery) async throws -> Move,
    charts: any TypeChartRepository
  ) {
    self.members = ComparePokemon(pokemon: pokemon)
    self.move = move
    self.charts = charts
  }

  /// The team's sheet, with the moves given that do no damage (status moves: they hit no
  /// type) by display name.
  /// - Throws: as `ComparePokemon`, `NotYetInGame` for a move that came after `game`, and
  ///   `PokedexError` for an unknown move or from the chart's repository.
  public func callAsFunction(
    _ team: [(pokemon: EntryQuery, moves: [EntryQuery])], game: String?
  ) async throws -> TeamSheet {
    // Every member's moves are read while the members are, side by side; a wrong
    // Pokémon is still told before a wrong move, and moves in the order given.
    async let read = SideBySide.results(team.flatMap(\.moves), move)
    let pokemon = try await members(team.map(\.pokemon), game: game)
    var moveReads = (await read).makeIterator()
    var attacks: [[CoverageAttack]?] = []
    var harmless: [String] = []
    for member in team {
      guard !member.moves.isEmpty else {
        attacks.append(nil)
        continue
      }
      let moves = try member.moves.compactMap { _ in
        try Move.attack(
          read: moveReads.next(), askedIn: game, harmless: &harmless,
          missing: "a move of the team was not read")
      }
      attacks.append(moves)
    }
    let chart = try await charts.chart(generation: pokemon.first?.asIn?.generation)
    var sheet = TeamSheet(members: pokemon, attacks: attacks, chart: chart)
    sheet.harmless = harmless
    return sheet
  }
}
