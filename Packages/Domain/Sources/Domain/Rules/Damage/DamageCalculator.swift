/// The damage one move does, generations V to IX, in the games' order of operations and
/// rounding: the move's power and its modifiers, the attacking and defending stats and
/// theirs, the base damage, then spread, weather and critical hit, the sixteen random
/// rolls, STAB, type effectiveness, burn and the final modifiers (screens, abilities,
/// items). `docs/damage.md` lists what it counts and what it does not; what it does not,
/// among the abilities and items given, is named in the result.
public enum DamageCalculator {
  /// The abilities the calculator counts (what each does: `docs/damage.md`).
  public static let modelledAbilities: Set<String> = [
    "huge-power", "pure-power", "technician", "adaptability", "guts", "hustle",
    "sheer-force", "tough-claws", "multiscale", "shadow-shield", "filter", "solid-rock",
    "prism-armor", "thick-fat", "levitate", "flash-fire", "water-absorb", "volt-absorb",
    "sap-sipper", "storm-drain", "lightning-rod", "motor-drive", "earth-eater",
    "well-baked-body", "wonder-guard", "scrappy", "minds-eye", "unaware", "marvel-scale",
    "fur-coat", "tinted-lens", "sniper", "fluffy", "ice-scales",
  ]

  /// The damage `move` does from `attacker` to `defender` on `field`, by `chart`, the
  /// type chart of the field's generation.
  public static func damage(
    from attacker: Combatant, to defender: Combatant, with move: DamagingMove,
    on field: BattleField, chart: TypeChart
  ) -> DamageRolls {
    let generation = min(max(field.generation, 5), 9)
    let battle = Battle(
      attacker: attacker, defender: defender, move: move, field: field, chart: chart,
      generation: generation)
    let unmodelled = battle.unmodelled
    let effectiveness = battle.effectiveness
    // A move of no power (a status move) does nothing, as one the type or the field stops.
    guard effectiveness > 0, !battle.isBlocked, battle.variablePower > 0 else {
      return DamageRolls(
        rolls: Array(repeating: 0, count: 16), hits: move.hits, effectiveness: effectiveness,
        unmodelled: unmodelled)
    }
    let base = battle.baseDamage
    let stab = battle.stab
    let burns = battle.burnHalves
    let final = battle.finalModifier(effectiveness: effectiveness)
    let rolls = (85...100).map { roll -> Int in
      var damage = base * roll / 100
      if stab != DamageArithmetic.unchanged { damage = DamageArithmetic.applying(stab, to: damage) }
      damage = damage * effectiveness / 100
      if burns { damage /= 2 }
      let product = damage * final
      guard product > 4_096 else { return 1 }
      return DamageArithmetic.applying(final, to: damage)
    }
    return DamageRolls(
      rolls: rolls.map { $0 * move.hits }, hits: move.hits, effectiveness: effectiveness,
      unmodelled: unmodelled)
  }
}

/// One calculation's parts, each a step of the games' order.
private struct Battle {
  let attacker: Combatant
  let defender: Combatant
  let move: DamagingMove
  let field: BattleField
  let chart: TypeChart
  let generation: Int

  /// The abilities and items in play the calculator does not count, by slug.
  var unmodelled: [String] {
    [attacker.ability, defender.ability].compactMap { $0 }
      .filter { !DamageCalculator.modelledAbilities.contains($0) }
      + [attacker.item, defender.item].compactMap { $0 }
      .filter { !DamageHeldItems.modelled.contains($0) }
  }

  // MARK: - Whether it hits

  /// The type effectiveness, as a percentage (0 to 400), immunities of abilities and held
  /// items counted: a Ring Target lifts every immunity of its holder's types, Scrappy
  /// and Mind's Eye a Ghost's to Normal and Fighting moves.
  var effectiveness: Int {
    let lifted: (PokemonType, PokemonType) -> Bool = { attacking, defending in
      if defender.holds("ring-target") { return true }
      if attacker.has("scrappy") || attacker.has("minds-eye"),
        attacking == .normal || attacking == .fighting, defending == .ghost
      {
        return true
      }
      return false
    }
    // A Flying type held down by an Iron Ball takes Ground moves neutrally, whatever its
    // other type (as Thousand Arrows hits it).
    if move.type == .ground, defender.holds("iron-ball"), defender.defendingTypes.contains(.flying) {
      return 100
    }
    guard
      let percent = AttackMatchup.percent(
        CoverageAttack(type: move.type, move: move.name), against: defender.defendingTypes,
        chart: chart, immunityLifted: lifted)
    else { return 100 }
    // Levitate and an Air Balloon lift it over Ground moves (its Flying type is the
    // chart's, which a Ring Target lifts); an Iron Ball holds it down.
    if move.type == .ground, move.name != "thousand-arrows", !defender.holds("iron-ball"),
      defender.has("levitate") || defender.holds("air-balloon")
    {
      return 0
    }
    if let ability = defender.ability, ability != "levitate",
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

  /// Whether `pokemon` is on the ground: not Flying, without Levitate or an Air Balloon,
  /// unless an Iron Ball holds it down.
  func isGrounded(_ pokemon: Combatant) -> Bool {
    if pokemon.holds("iron-ball") { return true }
    return !pokemon.defendingTypes.contains(.flying) && !pokemon.has("levitate")
      && !pokemon.holds("air-balloon")
  }

  // MARK: - Power

  /// The move's power, as it varies and with its modifiers, at least 1.
  var power: Int {
    let base = max(variablePower, 0)
    var modifiers: [Int] = []
    if move.name == "knock-off", defender.item != nil { modifiers.append(6_144) }
    if let terrain = field.terrain, isGrounded(attacker) {
      let boosted: [Terrain: PokemonType] = [.electric: .electric, .grassy: .grass, .psychic: .psychic]
      if boosted[terrain] == move.type { modifiers.append(generation > 7 ? 5_325 : 6_144) }
    }
    if isGrounded(defender),
      field.terrain == .misty && move.type == .dragon
        || field.terrain == .grassy && ["earthquake", "bulldoze"].contains(move.name)
    {
      modifiers.append(2_048)
    }
    if attacker.has("technician"), base <= 60 { modifiers.append(6_144) }
    if attacker.has("sheer-force") && move.hasSecondaryEffect
      || attacker.has("tough-claws") && move.makesContact
    {
      modifiers.append(5_325)
    }
    if let item = attacker.item {
      if DamageHeldItems.boosting[item] == move.type {
        modifiers.append(4_915)
      } else if item == "muscle-band" && move.category == .physical
        || item == "wise-glasses" && move.category == .special
      {
        modifiers.append(4_505)
      }
    }
    let chained = DamageArithmetic.chain(modifiers, lowest: 41, highest: 2_097_152)
    return max(1, DamageArithmetic.applying(chained, to: base))
  }

  /// The power of the moves whose power the battle decides; the move's own otherwise.
  var variablePower: Int {
    switch move.name {
    case "facade":
      let statused = [.burn, .poison, .badPoison, .paralysis].contains(attacker.status)
      return statused ? move.power * 2 : move.power
    case "acrobatics":
      return attacker.item == nil ? move.power * 2 : move.power
    case "low-kick", "grass-knot":
      let steps = [(100, 20), (250, 40), (500, 60), (1_000, 80), (2_000, 100)]
      return steps.first { defender.weightHectograms < $0.0 }?.1 ?? 120
    case "heavy-slam", "heat-crash":
      let ratio = attacker.weightHectograms / max(defender.weightHectograms, 1)
      return [(5, 120), (4, 100), (3, 80), (2, 60)].first { ratio >= $0.0 }?.1 ?? 40
    case "gyro-ball":
      let own = max(stat("speed", of: attacker, ignoringStages: false), 1)
      return min(150, 25 * stat("speed", of: defender, ignoringStages: false) / own + 1)
    default:
      return move.power
    }
  }

  // MARK: - Stats

  /// Psyshock, Psystrike and Secret Sword are special moves that hit the Defense.
  var hitsDefense: Bool {
    move.category == .physical || ["psyshock", "psystrike", "secret-sword"].contains(move.name)
  }

  /// `pokemon`'s stat at its stage, or without it.
  func stat(_ name: String, of pokemon: Combatant, ignoringStages: Bool) -> Int {
    let value = pokemon.stats.value(of: name)
    let stage = ignoringStages ? 0 : pokemon.boosts[name] ?? 0
    return DamageArithmetic.staged(value, stage: stage)
  }

  var attack: Int {
    let name = move.category == .special ? "special-attack" : "attack"
    let stage = attacker.boosts[name] ?? 0
    var value = stat(
      name, of: attacker,
      ignoringStages: defender.has("unaware") || field.isCritical && stage < 0)
    if attacker.has("hustle"), move.category == .physical {
      value = DamageArithmetic.applying(6_144, to: value)
    }
    var modifiers: [Int] = []
    if attacker.has("guts"), attacker.status != nil, move.category == .physical {
      modifiers.append(6_144)
    }
    if attacker.has("huge-power") || attacker.has("pure-power"), move.category == .physical {
      modifiers.append(8_192)
    }
    if defender.has("thick-fat"), move.type == .fire || move.type == .ice {
      modifiers.append(2_048)
    }
    if attacker.holds("choice-band") && move.category == .physical
      || attacker.holds("choice-specs") && move.category == .special
    {
      modifiers.append(6_144)
    }
    let chained = DamageArithmetic.chain(modifiers, lowest: 410, highest: 131_072)
    return max(1, DamageArithmetic.applying(chained, to: value))
  }

  var defense: Int {
    let name = hitsDefense ? "defense" : "special-defense"
    let stage = defender.boosts[name] ?? 0
    var value = stat(
      name, of: defender,
      ignoringStages: attacker.has("unaware") || field.isCritical && stage > 0)
    if field.weather == .sand, defender.defendingTypes.contains(.rock), !hitsDefense {
      value = DamageArithmetic.applying(6_144, to: value)
    }
    if generation >= 9, field.weather == .snow, defender.defendingTypes.contains(.ice),
      hitsDefense
    {
      value = DamageArithmetic.applying(6_144, to: value)
    }
    var modifiers: [Int] = []
    if defender.has("marvel-scale"), defender.status != nil, hitsDefense {
      modifiers.append(6_144)
    }
    if defender.has("fur-coat"), hitsDefense { modifiers.append(8_192) }
    if defender.holds("eviolite"), defender.canEvolve { modifiers.append(6_144) }
    if defender.holds("assault-vest"), !hitsDefense { modifiers.append(6_144) }
    let chained = DamageArithmetic.chain(modifiers, lowest: 410, highest: 131_072)
    return max(1, DamageArithmetic.applying(chained, to: value))
  }

  // MARK: - Damage

  /// The damage before the random roll: the formula, then spread, weather and a
  /// critical hit.
  var baseDamage: Int {
    var damage = DamageArithmetic.base(
      level: attacker.level, power: power, attack: attack, defense: defense)
    if field.isDoubles, move.isSpread { damage = DamageArithmetic.applying(3_072, to: damage) }
    switch (field.weather, move.type) {
    case (.sun, .fire), (.rain, .water):
      damage = DamageArithmetic.applying(6_144, to: damage)
    case (.sun, .water), (.rain, .fire):
      damage = DamageArithmetic.applying(2_048, to: damage)
    default:
      break
    }
    if field.isCritical { damage = generation > 5 ? damage * 3 / 2 : damage * 2 }
    return damage
  }

  /// The same-type bonus, in 4,096ths: ×1.5 for one of its types, ×2 with Adaptability,
  /// more when its Tera type matches too.
  var stab: Int {
    var bonus = DamageArithmetic.unchanged
    let ownType = attacker.types.contains(move.type)
    if ownType { bonus += 2_048 }
    if let tera = attacker.teraType, tera == move.type, tera != .stellar { bonus += 2_048 }
    if attacker.has("adaptability"), ownType || attacker.teraType == move.type {
      let teraAlsoOwn = attacker.teraType.map { attacker.types.contains($0) } ?? false
      bonus += teraAlsoOwn ? 1_024 : 2_048
    }
    return bonus
  }

  /// Whether a burn halves it: a physical move, not with Guts, not Facade.
  var burnHalves: Bool {
    attacker.status == .burn && move.category == .physical && !attacker.has("guts")
      && !(move.name == "facade" && generation > 5)
  }

  /// The final modifiers chained: screens, abilities, items.
  func finalModifier(effectiveness: Int) -> Int {
    var modifiers: [Int] = []
    let screen = field.isDoubles ? (generation > 5 ? 2_732 : 2_703) : 2_048
    if !field.isCritical {
      if field.auroraVeil {
        modifiers.append(screen)
      } else if field.reflect && move.category == .physical
        || field.lightScreen && move.category == .special
      {
        modifiers.append(screen)
      }
    }
    if attacker.has("sniper"), field.isCritical {
      modifiers.append(6_144)
    } else if attacker.has("tinted-lens"), effectiveness < 100 {
      modifiers.append(8_192)
    }
    if defender.has("multiscale") || defender.has("shadow-shield"),
      defender.hp == defender.stats.hp
    {
      modifiers.append(2_048)
    }
    if defender.has("fluffy") && move.makesContact
      || defender.has("ice-scales") && move.category == .special
    {
      modifiers.append(2_048)
    }
    if defender.has("filter") || defender.has("solid-rock") || defender.has("prism-armor"),
      effectiveness > 100
    {
      modifiers.append(3_072)
    }
    if defender.has("fluffy"), move.type == .fire { modifiers.append(8_192) }
    if attacker.holds("expert-belt"), effectiveness > 100 {
      modifiers.append(4_915)
    } else if attacker.holds("life-orb") {
      modifiers.append(5_324)
    }
    if let item = defender.item, let type = DamageHeldItems.resisting[item], type == move.type,
      effectiveness > 100 || type == .normal
    {
      modifiers.append(2_048)
    }
    return DamageArithmetic.chain(modifiers, lowest: 41, highest: 131_072)
  }
}
