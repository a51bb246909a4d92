/// A Pokémon's card as it was in one game: its types, stats and abilities then
/// (`Pokemon.asItWas(in:ordered:)`), and its type defenses worked out again from those
/// types with that generation's type chart (Clefairy, Normal in Red, fears Fighting).
public struct LoadPokemonAsInGame: Sendable {
  let pokemon: any PokemonRepository
  let asInGame: AsInGame
  let charts: any TypeChartRepository

  public init(pokemon: any PokemonRepository, asInGame: AsInGame, charts: any TypeChartRepository) {
    self.pokemon = pokemon
    self.asInGame = asInGame
    self.charts = charts
  }

  /// - Throws: as `PokemonRepository.pokemon(_:)`, `AsInGame.tell(_:)` (a game the source
  ///   does not know) and the chart's repository.
  public func callAsFunction(_ query: EntryQuery) async throws -> Pokemon {
    var told = try await asInGame.tell(try await pokemon.pokemon(query))
    guard let generation = told.asIn?.generation else { return told }
    let chart = try await charts.chart(generation: generation)
    told.typeDefenses = TypeDefenses(chart.defense(of: told.summary.types))
    return told
  }

  /// What a battle needs of the Pokémon, as in the game (`PokemonRepository.battleCard(_:)`),
  /// without type defenses: a battle works them out from the chart itself, and today's,
  /// from a source of whole cards, would be wrong in an older game. A Pokémon the game
  /// did not have yet comes whole: its refusal (`Pokemon.notYet(in:)`) names the games of
  /// its Pokédex entries.
  /// - Throws: as `callAsFunction(_:)`.
  public func battleCard(_ query: EntryQuery) async throws -> Pokemon {
    var told = try await asInGame.tell(try await pokemon.battleCard(query))
    if told.notYet(in: asInGame.game) != nil { return try await callAsFunction(query) }
    told.typeDefenses = TypeDefenses(multipliers: [:])
    return told
  }
}
