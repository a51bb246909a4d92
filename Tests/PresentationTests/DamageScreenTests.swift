@testable import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli damage`: Smogon's one line, then the rolls, both sides, the move, the field
/// and the notes; the same as JSON. The sheet is written out by hand: the numbers are the
/// calculator's to check (DomainTests), the words are this screen's.
@Suite("Damage rendering")
struct DamageScreenTests {
  static let adamant = Nature(
    id: 11, name: "adamant", displayName: "Adamant",
    raises: NamedSlug(slug: "attack", displayName: "Attack"),
    lowers: NamedSlug(slug: "special-attack", displayName: "Sp. Atk"), likes: nil, dislikes: nil)

  static func side(
    _ id: Int, _ name: String, types: [PokemonType], stats: BattleStats, nature: Nature? = nil,
    effort: [String: Int] = [:], ability: (String, String)?, assumed: Bool = true,
    item: (String, String)? = nil, currentHP: Int? = nil, boosts: [String: Int] = [:],
    counted: Bool = true
  ) -> DamageSide {
    let summary = MinimalCard.make(id, name.lowercased(), name, types: types).summary
    let every = Dictionary(uniqueKeysWithValues: BattleStats.slugs.map { ($0, effort[$0] ?? 0) })
    return DamageSide(
      pokemon: summary,
      combatant: Combatant(
        types: types, stats: stats, currentHP: currentHP, ability: ability?.0, item: item?.0,
        boosts: boosts),
      nature: nature, individual: Dictionary(uniqueKeysWithValues: BattleStats.slugs.map { ($0, 31) }),
      effort: every, abilityName: ability?.1, itemName: item?.1, isAbilityAssumed: assumed,
      isAbilityCounted: counted)
  }

  /// +1 252+ Atk Garchomp's Earthquake on 252 HP / 4 Def Heatran holding a Shuca Berry, in sand
  /// (which changes nothing here, so the line leaves it out), a critical hit.
  static let sheet = DamageSheet(
    attacker: side(
      445, "Garchomp", types: [.dragon, .ground],
      stats: BattleStats(hp: 357, attack: 394, defense: 226, specialAttack: 176, specialDefense: 206, speed: 240),
      nature: adamant, effort: ["attack": 252], ability: ("mold-breaker", "Mold Breaker"), boosts: ["attack": 1],
      counted: false),
    defender: side(
      485, "Heatran", types: [.fire, .steel],
      stats: BattleStats(hp: 386, attack: 216, defense: 249, specialAttack: 296, specialDefense: 248, speed: 190),
      effort: ["hp": 252, "defense": 4], ability: ("flash-fire", "Flash Fire"),
      item: ("shuca-berry", "Shuca Berry"), currentHP: 200),
    move: DamagingMove(name: "earthquake", type: .ground, power: 100, category: .physical, isSpread: true),
    moveName: "Earthquake", field: BattleField(generation: 9, weather: .sand, isCritical: true),
    game: nil,
    rolls: DamageRolls(
      firstHit: [150, 152, 154, 156, 158, 160, 162, 164, 166, 168, 170, 172, 174, 176, 178, 180],
      hits: 1, effectiveness: 400, unmodelled: ["mirror-herb"]),
    unmodelled: ["Mirror Herb"], contactAsked: [])

  @Test func theCalculatorsLineThenTheDetails() {
    #expect(Self.sheet.text(width: 80) == """
      +1 252+ Atk Garchomp Earthquake vs. 252 HP / 4 Def Shuca Berry Heatran on a
      critical hit: 150-180 (38.8 - 46.6%) -- guaranteed 2HKO

      Rolls: 150, 152, 154, 156, 158, 160, 162, 164, 166, 168, 170, 172, 174, 176,
      178, 180 (×4 by type).

      Attacker: Garchomp · Dragon/Ground · level 100 · Adamant nature
        Mold Breaker (its first, not counted) · no item · +1 Atk
        Atk 394 (31 IVs, 252 EVs)
      Defender: Heatran · Fire/Steel · level 100 · no nature
        Flash Fire (its first) · Shuca Berry
        HP 200/386 (31 IVs, 252 EVs) · Def 249 (31 IVs, 4 EVs)
      Move: Earthquake · Ground · Physical · 100 power · spread (×0.75 in doubles)
      Field: Generation IX · singles · Sand · critical hit

      Unless given: level 100, 31 IVs, no EVs, no nature, no item, a Pokémon's first
      ability, full HP, no stat stages, and a multi-hit move's usual count.
      Not counted: Mirror Herb. The range is without what they would change.

      """)
  }

  @Test(arguments: [20, 33, 47])
  func noLineIsWiderThanAsked(width: Int) {
    for line in Self.sheet.text(width: width).split(separator: "\n") {
      #expect(line.count <= width, "\(line)")
    }
  }

  @Test func theJSONCarriesTheLineAndTheRolls() {
    let json = Self.sheet.json()
    #expect(json.contains("\"description\" : \"+1 252+ Atk Garchomp Earthquake vs. 252 HP / 4 Def Shuca Berry Heatran on a critical hit: 150-180 (38.8 - 46.6%) -- guaranteed 2HKO\""))
    #expect(json.contains("\"minPercent\" : 38.8"))
    #expect(json.contains("\"notCounted\" : [\n    \"Mirror Herb\"\n  ]"))
  }
}
