import Domain

/// A detail card with only a number, a name and types: enough for cache and favorites
/// tests, which care where a card comes from, not what it says.
public enum MinimalCard {
  public static func make(
    _ id: Int, _ name: String, _ displayName: String, types: [PokemonType] = [.normal]
  ) -> Pokemon {
    Pokemon(
      summary: PokemonSummary(
        id: id, name: name, displayName: displayName, speciesID: id, types: types),
      genus: nil, generation: 1, rarity: .ordinary, heightDecimetres: 1, weightHectograms: 1,
      abilities: [], stats: [], typeDefenses: TypeDefenses(multipliers: [:]),
      pokedexEntries: [], evolution: nil, forms: [])
  }

  /// Bulbasaur, Ivysaur, Venusaur, Pikachu and Giratina (whose slug differs from its
  /// species name).
  public static let few: [Pokemon] = [
    make(1, "bulbasaur", "Bulbasaur", types: [.grass, .poison]),
    make(2, "ivysaur", "Ivysaur", types: [.grass, .poison]),
    make(3, "venusaur", "Venusaur", types: [.grass, .poison]),
    make(25, "pikachu", "Pikachu", types: [.electric]),
    make(487, "giratina-altered", "Giratina", types: [.ghost, .dragon]),
  ]
}
