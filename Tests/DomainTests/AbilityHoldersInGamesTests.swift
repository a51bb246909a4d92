import Domain
import Testing

/// An ability's card as in a game lists the Pokémon that had it in that game's generation.
struct AbilityHoldersInGamesTests {
  static func holder(_ id: Int, _ name: String, hidden: Bool = false, _ first: Int?, _ last: Int?)
    -> AbilityHolder
  {
    AbilityHolder(
      id: id, name: name, displayName: name.capitalized, isHidden: hidden,
      generations: GenerationSpan(first: first, last: last))
  }

  static func levitate(holdings: [AbilityHolder]?) -> Ability {
    var ability = Ability(
      id: 26, name: "levitate", displayName: "Levitate", generation: 3, isMainSeries: true,
      effect: EffectText(full: nil, short: nil), descriptions: [],
      holders: [
        AbilityHolder(id: 92, name: "gastly", displayName: "Gastly", isHidden: false),
        AbilityHolder(id: 738, name: "vikavolt", displayName: "Vikavolt", isHidden: false),
      ])
    ability.holdings = holdings
    return ability
  }

  static func game(_ generation: Int) -> GameGroup {
    GameGroup(slug: "generation-\(generation)", order: generation, generation: generation)
  }

  static let holdings = [
    holder(92, "gastly", 3, nil),
    holder(94, "gengar", 3, 6),
    holder(738, "vikavolt", 7, nil),
    // Both a hidden and an ordinary slot: listed once, as ordinary, where both hold.
    holder(999, "both", hidden: true, 5, nil),
    holder(999, "both", 6, nil),
  ]

  @Test func theHoldersAreThoseOfTheGamesGeneration() {
    let ability = Self.levitate(holdings: Self.holdings)
    #expect(ability.asItWas(in: Self.game(6)).holders.map(\.name) == ["gastly", "gengar", "both"])
    #expect(ability.asItWas(in: Self.game(6)).holders.map(\.isHidden) == [false, false, false])
    #expect(ability.asItWas(in: Self.game(5)).holders.map(\.isHidden) == [false, false, true])
    #expect(ability.asItWas(in: Self.game(9)).holders.map(\.name) == ["gastly", "vikavolt", "both"])
  }

  @Test func aHiddenAbilityHeldNoOneBeforeGenerationV() {
    let ability = Self.levitate(holdings: Self.holdings)
    #expect(ability.asItWas(in: Self.game(4)).holders.map(\.name) == ["gastly", "gengar"])
  }

  @Test func aGameOlderThanTheAbilityKeepsTodaysHoldersAsItsCardSaysItCameLater() {
    let ability = Self.levitate(holdings: Self.holdings)
    let inRed = ability.asItWas(in: Self.game(1))
    #expect(inRed.isNewerThanItsGame)
    #expect(inRed.holders == ability.holders)
  }

  @Test func aSourceNamingNoPastHoldersKeepsTodays() {
    let ability = Self.levitate(holdings: nil)
    #expect(ability.asItWas(in: Self.game(6)).holders == ability.holders)
  }

  @Test func aSpanHoldsItsEndsAndOpenEndsRunOn() {
    #expect(GenerationSpan(first: 3, last: 6).contains(3))
    #expect(GenerationSpan(first: 3, last: 6).contains(6))
    #expect(!GenerationSpan(first: 3, last: 6).contains(7))
    #expect(GenerationSpan(first: nil, last: nil).contains(1))
    #expect(!GenerationSpan(first: 7, last: nil).contains(6))
  }
}
