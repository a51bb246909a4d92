/// Games whose Pokémon are those of their own Pokédexes: they have no National Pokédex,
/// so a species none of their Pokédexes lists is not in them, however it evolves. Let's
/// Go's Eevee evolves into none of the Eeveelutions past Kanto's.
///
/// The games that have a National Pokédex are not bound by their regional one (Diamond's
/// Eevee, met after the National Pokédex, evolves into Espeon, whom Diamond's Sinnoh
/// Pokédex lacks), so only these are checked. PokeAPI says which Pokédexes a group has,
/// not whether its games have a National one: that is this list.
extension GameGroup {
  /// Each such game's group with its expansions' groups: an expansion's Pokédex adds to
  /// the game's, since the expansion is played in it (`sword-shield` holds Galar's,
  /// `the-isle-of-armor` only its own).
  static let pokedexBound: [Set<String>] = [
    ["lets-go-pikachu-lets-go-eevee"],
    ["sword-shield", "the-isle-of-armor", "the-crown-tundra"],
    ["legends-arceus"],
    ["scarlet-violet", "the-teal-mask", "the-indigo-disk"],
    ["legends-za", "mega-dimension"],
  ]

  /// Whether the game group `group` is one of `pokedexBound`.
  public static func isPokedexBound(_ group: String) -> Bool {
    pokedexBound.contains { $0.contains(group) }
  }

  /// Whether the game group `group` is one of `pokedexBound` and none of its family's
  /// Pokédexes (`pokedexes`, by group slug) lists `pokemon`: Sylveon in Let's Go. `false`
  /// when any of it is not known: a group with no Pokédexes, a Pokémon with no regional
  /// numbers.
  public static func isMissing(
    _ pokemon: Pokemon, fromGroup group: String, pokedexes: [String: [String]]
  ) -> Bool {
    guard let family = pokedexBound.first(where: { $0.contains(group) }) else { return false }
    let theirs = Set(family.flatMap { pokedexes[$0] ?? [] })
    let listed = pokemon.profile.regionalNumbers.map(\.pokedex)
    guard !theirs.isEmpty, !listed.isEmpty else { return false }
    return theirs.isDisjoint(with: listed)
  }
}
