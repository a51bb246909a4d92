/// `pokecli speed`: a Pokémon's Speed at a level and where it stands among every fully
/// evolved Pokémon of the game asked for (`SpeedTiers`).
public struct RankSpeed: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon
  let roster: any RosterRepository
  let games: any GameCatalog

  /// - Parameters:
  ///   - pokemon: the Pokémon a query names, as in the game asked for, or today's.
  ///   - roster: every Pokémon of a game, of which the fully evolved are the rivals.
  ///   - games: the groups of games, for the generation of the one asked for.
  public init(
    pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    roster: any RosterRepository, games: any GameCatalog
  ) {
    self.pokemon = pokemon
    self.roster = roster
    self.games = games
  }

  /// - Throws: `PokedexError` (an unknown name, with the nearest ones), or `NotYetInGame`
  ///   for a Pokémon that came after `game`.
  public func callAsFunction(_ query: EntryQuery, game: String?, level: Int) async throws
    -> SpeedTiers
  {
    var group: GameGroup?
    if let game { group = try await games.group(named: game) }
    let generation = group?.generation
    // The roster is read while the Pokémon is: neither needs the other, and together
    // they are most of the command's time.
    async let roster = roster.roster(generation: generation, matchups: false)
    let pokemon = try await pokemon(query)
    if let game, let absent = pokemon.notYet(in: game) { throw absent }
    let rivals = try await roster.filter(\.isFullyEvolved).map { $0.asIn(generation: generation) }
    return SpeedTiers(pokemon: pokemon, level: level, rivals: rivals)
  }
}
