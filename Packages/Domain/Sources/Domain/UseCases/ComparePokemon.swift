/// `pokecli compare`: two to four Pokémon read together, each as in the game asked for,
/// to be laid side by side.
public struct ComparePokemon: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon

  /// - Parameter pokemon: the Pokémon a query names, as in the game asked for
  ///   (`LoadPokemonAsInGame`), or today's.
  public init(pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon) {
    self.pokemon = pokemon
  }

  /// The Pokémon `queries` name, in their order, read together.
  /// - Throws: the first failure in the order asked: `PokedexError` (an unknown name,
  ///   with the nearest ones), or `NotYetInGame` for one that came after `game`.
  public func callAsFunction(_ queries: [EntryQuery], game: String?) async throws -> [Pokemon] {
    let read = await SideBySide.results(queries, pokemon)
    var compared: [Pokemon] = []
    for result in read {
      let pokemon = try result.get()
      if let game, let absent = pokemon.notYet(in: game) { throw absent }
      compared.append(pokemon)
    }
    return compared
  }
}
