/// `pokecli speed`: a Pokémon's Speed at a level and where it stands among every fully
/// evolved Pokémon of the game asked for (`SpeedTiers`).
public struct RankSpeed: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon
  let rivals: any SpeedTierRepository

  /// - Parameter pokemon: the Pokémon a query names, as in the game asked for, or today's.
  public init(
    pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    rivals: any SpeedTierRepository
  ) {
    self.pokemon = pokemon
    self.rivals = rivals
  }

  /// - Throws: `PokedexError` (an unknown name, with the nearest ones), or `NotYetInGame`
  ///   for a Pokémon that came after `game`.
  public func callAsFunction(_ query: EntryQuery, game: String?, level: Int) async throws
    -> SpeedTiers
  {
    let pokemon = try await pokemon(query)
    if let game, let absent = pokemon.notYet(in: game) { throw absent }
    let rivals = try await rivals.fullyEvolved(generation: pokemon.asIn?.generation)
    return SpeedTiers(pokemon: pokemon, level: level, rivals: rivals)
  }
}
