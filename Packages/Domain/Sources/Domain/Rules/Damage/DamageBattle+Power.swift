/// Whether the move lands and how strong it is: type effectiveness with the immunities,
/// and the power with its modifiers, in each generation's order.
extension DamageBattle {
  /// The type effectiveness, as a percentage (0 to 400), immunities of abilities and held
  /// items counted: a Ring Target lifts every immunity of its holder's types, Scrappy
  /// and Mind's Eye a Ghost's to Normal and Fighting moves.
  var effectiveness: Int {
    let lifted: (PokemonType, PokemonType) -> Bool = { attacking, defending in
      if generation > 4, defender.holds("ring-target") { return true }
      // Generation IV's Iron Ball lifts the Flying type's immunity alone; the other type
      // still counts.
      if generation < 5, defender.holds("iron-ball"), attacking == .ground, defending == .flying {
        return true
      }
      return (attacker.has("scrappy") || attacker.has("minds-eye"))
        && (attacking == .normal || attacking == .fighting) && defending == .ghost
    }
    // A Flying type held down by an Iron Ball takes Ground moves neutrally, whatever its
    // other type (as Thousand Arrows hits it).
    if generation > 4, move.type == .ground, defender.holds("iron-ball"),
      defender.defendingTypes.contains(.flying)
    {
      return 100
    }
    // A type the chart lacks (a Fairy move in generation V) is weighed as neutral.
    let percent = AttackMatchup.percent(
      CoverageAttack(type: move.type, move: move.name), against: defender.defendingTypes,
      chart: chart, immunityLifted: lifted) ?? 100
    // Levitate and an Air Balloon lift it over Ground moves (its Flying type is the
    // chart's, which a Ring Target lifts); an Iron Ball holds it down.
    if move.type == .ground, move.name != "thousand-arrows", !defender.holds("iron-ball"),
      defender.has("levitate") || generation > 4 && defender.holds("air-balloon")
    {
      return 0
    }
    // An ability the generation's formula does not count lifts nothing (it is named).
    if let ability = defender.ability, ability != "levitate",
      DamageCalculator.counts(ability: ability, generation: generation),
      AbilityMatchups.multiplier(
        ability, attacking: move.type, typesGive: Double(percent) / 100, generation: generation)
        == 0
    {
      return 0
    }
    return percent
  }

  /// Whether the field stops the move: Psychic Terrain stops a priority move aimed at a
  /// grounded Pokémon.
  var isBlocked: Bool {
    field.terrain == .psychic && move.priority > 0 && isGrounded(defender)
  }

  /// The move's power, as it varies and with its modifiers, at least 1. Each modifier is
  /// rounded into the chain as it joins it, so their order, which generation VII changed,
  /// changes the result.
  var power: Int {
    let base = max(variablePower, 0)
    let technician = attacker.has("technician") && base <= 60 ? 6_144 : nil
    let drySkin = defender.has("dry-skin") && move.type == .fire ? 5_120 : nil
    let sheerForce = attacker.has("sheer-force") && move.hasSecondaryEffect ? 5_325 : nil
    let toughClaws = attacker.has("tough-claws") && move.makesContact ? 5_325 : nil
    let steps: [Int?] =
      generation > 6
      ? [
        moveEffectModifier, attackerTerrainModifier, defenderTerrainModifier, technician,
        sheerForce ?? toughClaws, drySkin, itemModifier,
      ]
      : [
        technician, drySkin, sheerForce, itemModifier, moveEffectModifier, toughClaws,
        attackerTerrainModifier, defenderTerrainModifier,
      ]
    let chained = DamageArithmetic.chain(steps.compactMap { $0 }, lowest: 41, highest: 2_097_152)
    return max(1, DamageArithmetic.applying(chained, to: base))
  }

  /// Facade doubled by a burn, poison or paralysis; Knock Off ×1.5 on a holder of an item
  /// (from generation VI).
  private var moveEffectModifier: Int? {
    let statused = [.burn, .poison, .badPoison, .paralysis].contains(attacker.status)
    if move.name == "facade", statused { return 8_192 }
    if move.name == "knock-off", generation > 5, defender.item != nil { return 6_144 }
    return nil
  }

  /// A terrain's boost to a grounded attacker's move of its type: ×1.5 until generation
  /// VII, ×1.3 after (Psychic Terrain from generation VII).
  private var attackerTerrainModifier: Int? {
    guard let terrain = field.terrain, isGrounded(attacker) else { return nil }
    let boosted: [Terrain: PokemonType] = [.electric: .electric, .grassy: .grass, .psychic: .psychic]
    guard boosted[terrain] == move.type, terrain != .psychic || generation >= 7 else { return nil }
    return generation > 7 ? 5_325 : 6_144
  }

  /// Misty Terrain halving Dragon moves, Grassy Terrain Earthquake and Bulldoze, on a
  /// grounded defender.
  private var defenderTerrainModifier: Int? {
    guard isGrounded(defender) else { return nil }
    let halves = field.terrain == .misty && move.type == .dragon
      || field.terrain == .grassy && ["earthquake", "bulldoze"].contains(move.name)
    return halves ? 2_048 : nil
  }

  /// The type-boosting items ×1.2; Muscle Band and Wise Glasses ×1.1.
  private var itemModifier: Int? {
    guard let item = attacker.item else { return nil }
    if DamageHeldItems.boosting[item] == move.type { return 4_915 }
    if item == "muscle-band" && move.category == .physical
      || item == "wise-glasses" && move.category == .special
    {
      return 4_505
    }
    return nil
  }

  /// The power of the moves whose power the battle decides; the move's own otherwise.
  var variablePower: Int {
    switch move.name {
    case "acrobatics":
      return attacker.item == nil ? move.power * 2 : move.power
    case "low-kick", "grass-knot":
      let steps = [(100, 20), (250, 40), (500, 60), (1_000, 80), (2_000, 100)]
      return steps.first { defender.weightHectograms < $0.0 }?.1 ?? 120
    case "heavy-slam", "heat-crash":
      let ratio = attacker.weightHectograms / max(defender.weightHectograms, 1)
      return [(5, 120), (4, 100), (3, 80), (2, 60)].first { ratio >= $0.0 }?.1 ?? 40
    case "gyro-ball":
      return min(150, 25 * finalSpeed(of: defender) / max(finalSpeed(of: attacker), 1) + 1)
    default:
      return move.power
    }
  }
}
