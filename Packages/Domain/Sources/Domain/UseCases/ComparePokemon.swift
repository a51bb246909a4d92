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
    let read = await withTaskGroup(
      of: (Int, Result<Pokemon, any Error>).self, returning: [Int: Result<Pokemon, any Error>].self
    ) { group in
      for (index, query) in queries.enumerated() {
        group.addTask { [pokemon] in
          do {
            return (index, .success(try await pokemon(query)))
          } catch {
            return (index, .failure(error))
          }
        }
      }
      return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    var compared: [Pokemon] = []
    for index in queries.indices {
      guard let result = read[index] else { continue }
      let pokemon = try result.get()
      if let game, let absent = pokemon.notYet(in: game) { throw absent }
      compared.append(pokemon)
    }
    return compared
  }
}
