import Domain

/// Bulbapedia's worked example of the stat formula ("Stat", generation III on): a level 78
/// Adamant Garchomp with IVs 24/12/30/16/23/5 and EVs 74/190/91/48/84/23, whose stats are
/// 289/278/193/135/171/171. Shared by the sheet's and the screen's tests.
public enum StatExamples {
  /// Garchomp with today's base stats (108/130/95/80/85/102) and nothing else.
  public static var garchomp: Pokemon {
    var pokemon = MinimalCard.make(445, "garchomp", "Garchomp")
    pokemon.stats = [
      ("hp", 108), ("attack", 130), ("defense", 95), ("special-attack", 80),
      ("special-defense", 85), ("speed", 102),
    ].map { BaseStat(name: $0.0, value: $0.1) }
    return pokemon
  }

  public static let adamant = Nature(
    id: 3, name: "adamant", displayName: "Adamant",
    raises: NamedSlug(slug: "attack", displayName: "Attack"),
    lowers: NamedSlug(slug: "special-attack", displayName: "Sp. Atk"), likes: nil, dislikes: nil)

  /// The example's IVs and EVs.
  public static let bulbapediaTraining = StatTraining(
    individual: [
      "hp": 24, "attack": 12, "defense": 30, "special-attack": 16, "special-defense": 23,
      "speed": 5,
    ],
    effort: [
      "hp": 74, "attack": 190, "defense": 91, "special-attack": 48, "special-defense": 84,
      "speed": 23,
    ])
}
