/// `pokecli speed`: a Pokémon's Speed at a level and where it stands among every fully
/// evolved Pokémon of the game asked for (`SpeedTiers`).
public struct RankSpeed: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon
  let roster: any RosterRepository

  /// - Parameters:
  ///   - pokemon: the Pokémon a query names, as in the game asked for, or today's.
  ///   - roster: every Pokémon of a game, of which the fully evolved are the rivals.
  public init(
    pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    roster: any RosterRepository
  ) {
    self.pokemon = pokemon
    self.roster = roster
  }

  /// - Throws: `PokedexError` (an unknown name, with the nearest ones), or `NotYetInGame`
  ///   for a Pokémon that came after `game`.
  public func callAsFunction(_ query: EntryQuery, game: String?, level: Int) async throws
    -> SpeedTiers
  {
    let pokemon = try await pokemon(query)
    if let game, let absent = pokemon.notYet(in: game) { throw absent }
    let generation = pokemon.asIn?.generation
    let rivals = try await roster.roster(generation: generation).filter(\.isFullyEvolved)
      .map { $0.asIn(generation: generation) }
    return SpeedTiers(pokemon: pokemon, level: level, rivals: rivals)
  }
}
