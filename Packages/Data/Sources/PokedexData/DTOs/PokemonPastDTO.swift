/// A `pokemon` document's `past_types`, `past_stats` and `past_abilities`: what the
/// Pokémon was up to and including `generation`, where that differs from today. An
/// ability slot without an ability was empty then.
extension PokemonDTO {
  public struct PastTypes: Decodable, Sendable {
    public let generation: NamedAPIResourceDTO
    public let types: [TypeSlot]
  }

  public struct PastStats: Decodable, Sendable {
    public let generation: NamedAPIResourceDTO
    public let stats: [Stat]
  }

  public struct PastAbilities: Decodable, Sendable {
    public let generation: NamedAPIResourceDTO
    public let abilities: [AbilitySlot]
  }
}
