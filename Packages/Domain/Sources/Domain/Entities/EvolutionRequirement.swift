/// One way to evolve: a trigger and the conditions that must hold with it.
///
/// Mirrors PokeAPI's `evolution_details`; every condition is optional, and only the ones
/// present apply. Items, moves and places hold their English names, from their own
/// documents (their title-cased slugs when PokeAPI has no such document); species and
/// types hold slugs.
public struct EvolutionRequirement: Hashable, Sendable, Codable {
  /// `level-up`, `use-item`, `trade`, `shed`, `spin`, `three-critical-hits`, …
  public var trigger: String
  /// The lowest level at which it evolves.
  public var minLevel: Int?
  /// The form that evolves, when only one form of the parent species does, such as
  /// "Paldean Wooper"; `nil` when any form (or the species' only one) will do.
  public var baseForm: String?
  /// The form it becomes, when the species has several, such as "Alolan Raichu".
  public var evolvedForm: String?
  /// The item used on it (`use-item`), such as "Thunder Stone".
  public var item: String?
  /// The item it must hold.
  public var heldItem: String?
  /// The slugs of `item` and `heldItem` (`thunder-stone`), where the source names them in
  /// another language than English, so the card can still say `pokecli item …`; else
  /// the slug is read from the English name.
  public var itemSlug: String?
  public var heldItemSlug: String?
  /// A move it must know.
  public var knownMove: String?
  /// A move it must use (`use-move`, the style moves), such as "Rage Fist".
  public var usedMove: String?
  /// How many times it must use `usedMove`.
  public var minMoveCount: Int?
  /// How many steps it must walk with the player (in Let's Go mode).
  public var minSteps: Int?
  /// How much damage it must take without fainting.
  public var minDamageTaken: Int?
  /// The region it must evolve in, as a slug such as `alola`.
  public var region: String?
  /// The type of a move it must know.
  public var knownMoveType: PokemonType?
  /// The place where it must evolve.
  public var location: String?
  /// `day`, `night`, `dusk` or `full-moon`.
  public var timeOfDay: String?
  /// The lowest friendship it needs.
  public var minHappiness: Int?
  /// The lowest affection it needs.
  public var minAffection: Int?
  /// The lowest beauty it needs.
  public var minBeauty: Int?
  /// 1 for female, 2 for male, as PokeAPI numbers them.
  public var gender: Int?
  /// 1: Attack above Defense, 0: equal, -1: below.
  public var relativePhysicalStats: Int?
  /// A species that must be in the party.
  public var partySpecies: String?
  /// A type that a Pokémon in the party must have.
  public var partyType: PokemonType?
  /// The species it must be traded for.
  public var tradeSpecies: String?
  /// Whether it must be raining in the overworld.
  public var needsOverworldRain: Bool
  /// Whether the console must be held upside down.
  public var turnUpsideDown: Bool
  /// Whether it must level up near a special rock (a Moss Rock or an Ice Rock).
  public var nearSpecialRock: Bool
  /// Whether it must level up while playing with others (a Union Circle).
  public var needsMultiplayer: Bool

  /// Creates a requirement with only a trigger; set the conditions that apply.
  public init(trigger: String) {
    self.trigger = trigger
    self.needsOverworldRain = false
    self.turnUpsideDown = false
    self.nearSpecialRock = false
    self.needsMultiplayer = false
  }
}

extension EvolutionNode {
  /// The items the family's evolutions use or have held, each with its slug, in the order
  /// the tree names them, each once.
  public var evolutionItems: [(name: String, slug: String)] {
    var items: [(name: String, slug: String)] = []
    for requirement in allSpecies.flatMap(\.requirements) {
      let named = [
        (requirement.item, requirement.itemSlug), (requirement.heldItem, requirement.heldItemSlug),
      ]
      for case (let name?, let slug) in named where !items.contains(where: { $0.name == name }) {
        items.append((name, slug ?? NameNormalizer.slug(name)))
      }
    }
    return items
  }
}
