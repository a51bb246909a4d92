/// One Pokémon of a game's roster (`RosterRepository`): its name, types, abilities and
/// Speed, without the rest of its card.
public struct RosterMember: Hashable, Sendable {
  public var pokemon: PokemonIndexEntry
  /// Its name in the language shown.
  public var displayName: String
  /// Its types; none when the roster was read without matchups.
  public var types: [PokemonType]
  /// Its abilities, named in the language shown; their effects are not read. None when the
  /// roster was read without matchups.
  public var abilities: [PokemonAbility]
  /// Its base Speed.
  public var speed: Int
  /// Whether it evolves no further in the games the roster is of (Golbat did in Red).
  public var isFullyEvolved: Bool
  /// What it was in older generations, oldest first; `nil` when it never changed.
  public var past: [PokemonPastValues]?

  public init(
    pokemon: PokemonIndexEntry, displayName: String, types: [PokemonType],
    abilities: [PokemonAbility], speed: Int, isFullyEvolved: Bool,
    past: [PokemonPastValues]? = nil
  ) {
    self.pokemon = pokemon
    self.displayName = displayName
    self.types = types
    self.abilities = abilities
    self.speed = speed
    self.isFullyEvolved = isFullyEvolved
    self.past = past
  }

  /// It as in `generation`'s games, by the card's rules (`Pokemon.asItWas(in:)`): its
  /// types, Speed and abilities then (none before generation III, no hidden one before
  /// V); as it is for `nil`.
  public func asIn(generation: Int?) -> RosterMember {
    guard let generation else { return self }
    let earlier = PokemonPastValues.holding(generation, in: past)
    var member = self
    member.past = nil
    if let types = earlier.lazy.compactMap(\.types).first { member.types = types }
    let stats = Pokemon.stats([BaseStat(name: "speed", value: speed)], earlier: earlier, generation: generation)
    member.speed = stats.first { $0.name == "speed" }?.value ?? speed
    member.abilities = Pokemon.abilities(abilities, earlier: earlier, generation: generation)
    return member
  }
}
