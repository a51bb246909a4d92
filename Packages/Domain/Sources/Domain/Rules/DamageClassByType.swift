/// Whether a damaging move was physical or special before Diamond and Pearl: until
/// generation IV split them move by move, a move's type decided (Fire Punch was special,
/// Bite physical while Normal and special once Dark). Status moves were always status.
public enum DamageClassByType {
  /// The first generation in which each move has its own class.
  public static let firstGenerationWithOwnClass = 4

  /// The types whose damaging moves were special before generation IV; the others' were
  /// physical.
  static let specialTypes: Set<PokemonType> = [
    .fire, .water, .grass, .electric, .psychic, .ice, .dragon, .dark,
  ]

  /// The class of a move of `today`'s class and of `type` in `generation`'s games:
  /// `today`'s from generation IV on, for a status move, or when either is not known.
  public static func damageClass(_ today: String?, type: PokemonType?, generation: Int?) -> String? {
    guard let generation, generation < firstGenerationWithOwnClass, let type,
      today == "physical" || today == "special"
    else { return today }
    return specialTypes.contains(type) ? "special" : "physical"
  }
}
