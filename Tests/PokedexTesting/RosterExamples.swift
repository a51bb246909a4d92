import Domain

/// Members of a game's roster for speed tiers and coverage, made from the few facts a
/// test states.
public enum RosterExamples {
  /// A member named `name` (its slug lowercased), its abilities' display names their
  /// slugs capitalized.
  public static func member(
    _ id: Int, _ name: String, _ types: [PokemonType] = [.normal], _ abilities: [String] = [],
    speed: Int = 50, fullyEvolved: Bool = true
  ) -> RosterMember {
    RosterMember(
      pokemon: PokemonIndexEntry(id: id, name: name.lowercased()), displayName: name,
      types: types,
      abilities: abilities.map {
        PokemonAbility(name: $0, displayName: $0.capitalized, isHidden: false, effect: nil)
      },
      speed: speed, isFullyEvolved: fullyEvolved)
  }
}
