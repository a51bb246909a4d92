/// Every fully evolved Pokémon's base Speed in a generation, for speed tiers: the built-in
/// database's (over another API it would cost every Pokémon's documents).
///
/// Implementations throw `PokedexError` and nothing else.
public protocol SpeedTierRepository: Sendable {
  /// The Pokémon whose species evolves no further and that `generation`'s games had (its
  /// species and its form by then), without forms that only last a battle (megas,
  /// Gigantamax); each with its English name and its base Speed then. Today's games for
  /// `nil`.
  func fullyEvolved(
    generation: Int?
  ) async throws -> [(pokemon: PokemonIndexEntry, displayName: String, speed: Int)]
}
