/// `pokecli stats`: a Pokémon's real stats at a level, with a nature and a training, in
/// the game asked for (its base stats then, and its generation's formula).
public struct CalculateStats: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon
  let natures: any EntryRepository<Nature>

  /// - Parameter pokemon: the Pokémon a query names, as in the game asked for
  ///   (`LoadPokemonAsInGame`), or today's.
  public init(
    pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    natures: any EntryRepository<Nature>
  ) {
    self.pokemon = pokemon
    self.natures = natures
  }

  /// The sheet, as in `game` (the game asked for, which the loader tells the Pokémon
  /// as in). The nature is looked up only when one is named.
  /// - Throws: `PokedexError` from the repositories (an unknown Pokémon or nature, with
  ///   the nearest names), `NotYetInGame` for a Pokémon that came after `game`, and
  ///   `StatTrainingProblem` for what the game's formula does not take.
  public func callAsFunction(
    _ query: EntryQuery, game: String?, level: Int, nature: EntryQuery?,
    training: StatTraining, target: (stat: String, value: Int)?
  ) async throws -> StatSheet {
    let pokemon = try await pokemon(query)
    if let game, let absent = pokemon.notYet(in: game) { throw absent }
    var named: Nature?
    if let nature { named = try await natures.entry(nature) }
    return try StatSheet(
      pokemon: pokemon, level: level, nature: named, training: training, target: target)
  }
}
