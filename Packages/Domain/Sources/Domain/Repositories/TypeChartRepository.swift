/// The type chart and what has each type: the built-in database's.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol TypeChartRepository: Sendable {
  /// The chart of `generation`'s games; today's when `nil`.
  func chart(generation: Int?) async throws -> TypeChart

  /// The generation that introduced `type`; `nil` when not known.
  func introduction(of type: PokemonType) async throws -> Int?

  /// How many Pokémon (forms included) have every one of `types`.
  func pokemonCount(having types: [PokemonType]) async throws -> Int

  /// How many moves have `type`.
  func moveCount(of type: PokemonType) async throws -> Int
}
