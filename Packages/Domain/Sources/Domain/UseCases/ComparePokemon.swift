/// `pokecli compare`: two to four Pokémon read together, each as in the game asked for,
/// to be laid side by side.
public struct ComparePokemon: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon

  /// - Parameter pokemon: the Pokémon a query names, as in the game asked for
  ///   (`LoadPokemonAsInGame`), or today's.
  public init(pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon) {
    self.pokemon = pokemon
  }

  /// The Pokémon `queries` name, in their order, read one after another (each read is a
  /// few indexed queries built in; over the network each card is cached).
  /// - Throws: the first failure in that order: `PokedexError` (an unknown name, with the
  ///   nearest ones), or `NotYetInGame` for one that came after `game`.
  public func callAsFunction(_ queries: [EntryQuery], game: String?) async throws -> [Pokemon] {
    var compared: [Pokemon] = []
    for query in queries {
      let pokemon = try await pokemon(query)
      if let game, let absent = pokemon.notYet(in: game) { throw absent }
      compared.append(pokemon)
    }
    return compared
  }
}
