/// The attacking and defending stats, and the Speeds Gyro Ball compares.
extension DamageBattle {
  /// Whether the move is weighed against the Defense (`DamagingMove.defendingStat`).
  var hitsDefense: Bool { move.defendingStat == "defense" }

  /// The abilities that raise a type's moves by half once their holder is at a third of
  /// its HP or less.
  static let pinchAbilities: [String: PokemonType] = [
    "overgrow": .grass, "blaze": .fire, "torrent": .water, "swarm": .bug,
  ]

  /// `pokemon`'s stat at its stage, or without it.
  func stat(_ name: String, of pokemon: Combatant, ignoringStages: Bool) -> Int {
    let value = pokemon.stats.value(of: name)
    let stage = ignoringStages ? 0 : pokemon.boosts[name] ?? 0
    return DamageArithmetic.staged(value, stage: stage)
  }

  /// The attacking stat: a critical hit ignores a lowered stage, a defender with Unaware
  /// every stage. Hustle multiplies the stat itself, before the chained modifiers, as the
  /// games apply it.
  var attack: Int {
    let name = move.attackingStat
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
    if let pinched = Self.pinchAbilities[attacker.ability ?? ""], pinched == move.type,
      attacker.hp * 3 <= attacker.stats.hp
    {
      modifiers.append(6_144)
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

  /// The defending stat: a critical hit ignores a raised stage, an attacker with Unaware
  /// every stage. Sandstorm and snow multiply the stat itself, before the chained
  /// modifiers, as the games apply them.
  var defense: Int {
    let name = move.defendingStat
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

  /// `pokemon`'s Speed in battle: at its stage, with a Choice Scarf ×1.5 or an Iron Ball
  /// ×0.5 chained, then paralysis (×0.25 until generation VI, ×0.5 after).
  func finalSpeed(of pokemon: Combatant) -> Int {
    var speed = stat("speed", of: pokemon, ignoringStages: false)
    var modifiers: [Int] = []
    if pokemon.holds("choice-scarf") { modifiers.append(6_144) }
    if pokemon.holds("iron-ball") { modifiers.append(2_048) }
    speed = DamageArithmetic.applying(
      DamageArithmetic.chain(modifiers, lowest: 410, highest: 131_172), to: speed)
    if pokemon.status == .paralysis { speed = speed * (generation < 7 ? 25 : 50) / 100 }
    return speed
  }
}
