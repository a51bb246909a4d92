/// `pokecli type`: one type's or a pair's matchups, in a generation's chart.
public struct LookUpTypes: Sendable {
  let repository: any TypeChartRepository

  public init(repository: any TypeChartRepository) {
    self.repository = repository
  }

  /// The matchups of `types` (one or two) in `generation`'s chart (today's when `nil`).
  /// - Throws: `PokedexError`: `typeNotInGeneration` for a type the generation did not
  ///   have (Fairy in generation 5), or why the data cannot be read.
  public func matchups(of types: [PokemonType], generation: Int?) async throws -> TypeMatchups {
    let chart = try await repository.chart(generation: generation)
    var introduced: [Int?] = []
    for type in types {
      let introduction = try await repository.introduction(of: type)
      // A type the chart lacks is refused only where it came later: Stellar, which no
      // chart holds, is shown with no matchups from generation IX.
      if let generation, !chart.types.contains(type), (introduction ?? .max) > generation {
        throw PokedexError.typeNotInGeneration(
          type, generation: generation, introducedIn: introduction)
      }
      introduced.append(introduction)
    }
    let pokemon = try await repository.pokemonCount(having: types)
    let moves = types.count == 1 ? try await repository.moveCount(of: types[0]) : nil
    return TypeMatchups(
      types: types, chart: chart, introducedIn: introduced, pokemonCount: pokemon,
      moveCount: moves)
  }
}
