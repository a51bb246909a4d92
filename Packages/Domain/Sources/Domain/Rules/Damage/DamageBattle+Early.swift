/// Generations III and IV, whose formula is not V's: each modifier a plain fraction of
/// its own, rounded down where it is applied; the attacking items and abilities on the
/// power or the stat where those games put them; and the type effectiveness of each of
/// the defender's types applied apart, after the random roll in IV and before it in III.
extension DamageBattle {
  /// The abilities generations III and IV count here (with the inert ones); any other is
  /// named as not counted.
  static let earlyAbilities: Set<String> = Set([
    "huge-power", "pure-power", "hustle", "guts", "thick-fat", "marvel-scale", "overgrow",
    "blaze", "torrent", "swarm", "flash-fire", "levitate", "volt-absorb", "water-absorb",
    "wonder-guard", "technician", "heatproof", "dry-skin", "adaptability", "filter",
    "solid-rock", "tinted-lens", "sniper", "motor-drive", "scrappy", "unaware",
    "skill-link", "battle-armor", "shell-armor",
  ]).union(DamageCalculator.inertAbilities)

  /// The type-boosting items of generation III (×1.1 to the Attack or Special Attack):
  /// the plates, the other incenses and Fairy Feather came later.
  static let generationThreeBoosting: Set<String> = [
    "charcoal", "mystic-water", "magnet", "miracle-seed", "never-melt-ice", "black-belt",
    "poison-barb", "soft-sand", "sharp-beak", "twisted-spoon", "silver-powder", "hard-stone",
    "spell-tag", "dragon-fang", "black-glasses", "metal-coat", "silk-scarf",
  ]

  /// The items `generation` (III or IV) counts here (with the inert ones); any other,
  /// one of a later generation among them, is named as not counted.
  static func earlyItems(generation: Int) -> Set<String> {
    guard generation == 4 else {
      return generationThreeBoosting.union(["sea-incense", "choice-band", "choice-scarf"])
        .union(DamageHeldItems.inert)
    }
    return Set(DamageHeldItems.boosting.keys).subtracting(["fairy-feather"])
      .union(DamageHeldItems.resisting.keys).union([
        "choice-band", "choice-specs", "muscle-band", "wise-glasses", "life-orb",
        "expert-belt", "iron-ball", "choice-scarf",
      ]).union(DamageHeldItems.inert)
  }

  /// The sixteen rolls of one hit; a resist berry counts on the first only.
  func earlyRolls(firstHit: Bool) -> [Int] {
    let isPhysical = move.category == .physical
    let level = 2 * attacker.level / 5 + 2
    var damage: Int
    if generation == 3 {
      damage = level * earlyAttack * earlyPower / earlyDefense / 50
    } else {
      damage = level * earlyPower * earlyAttack / 50 / earlyDefense
    }
    if attacker.status == .burn, isPhysical, !attacker.has("guts") { damage /= 2 }
    if !field.isCritical,
      field.reflect && isPhysical || field.lightScreen && !isPhysical
    {
      damage = field.isDoubles ? damage * 2 / 3 : damage / 2
    }
    if field.isDoubles, let share = move.doublesShare(inGeneration: generation) {
      damage = damage * share / 100
    }
    switch (field.weather, move.type) {
    case (.sun, .fire), (.rain, .water): damage = damage * 3 / 2
    case (.sun, .water), (.rain, .fire): damage /= 2
    default: break
    }
    if generation == 3, isPhysical { damage = max(1, damage) }
    damage += 2
    if field.isCritical { damage *= generation == 4 && attacker.has("sniper") ? 3 : 2 }
    let factors = typeFactors
    guard generation == 4 else {
      if attacker.types.contains(move.type) { damage = damage * 3 / 2 }
      for factor in factors { damage = damage * factor / 100 }
      return (85...100).map { max(1, damage * $0 / 100) }
    }
    if attacker.holds("life-orb") { damage = damage * 13 / 10 }
    let effectiveness = factors.reduce(100) { $0 * $1 / 100 }
    let stabTimesTwo = attacker.types.contains(move.type) ? (attacker.has("adaptability") ? 4 : 3) : 2
    return (85...100).map { roll in
      var hit = damage * roll / 100
      hit = hit * stabTimesTwo / 2
      for factor in factors { hit = hit * factor / 100 }
      if effectiveness > 100, defender.has("filter") || defender.has("solid-rock") { hit = hit * 3 / 4 }
      if effectiveness > 100, attacker.holds("expert-belt") { hit = hit * 6 / 5 }
      if effectiveness < 100, attacker.has("tinted-lens") { hit *= 2 }
      if firstHit, let item = defender.item, DamageHeldItems.resisting[item] == move.type,
        effectiveness > 100 || move.type == .normal
      {
        hit /= 2
      }
      return max(1, hit)
    }
  }

  /// The factor of each of the defender's types, in the chart's order (which the games
  /// apply first); one factor, the whole effectiveness, where an item or an ability
  /// changed it (an Iron Ball, Scrappy).
  private var typeFactors: [Int] {
    let ordered = defender.defendingTypes.sorted {
      (chart.types.firstIndex(of: $0) ?? 0) < (chart.types.firstIndex(of: $1) ?? 0)
    }
    let factors = ordered.map { chart.factor(move.type, against: $0) ?? 100 }
    return factors.reduce(100, { $0 * $1 / 100 }) == effectiveness ? factors : [effectiveness]
  }

  /// The power: Gyro Ball without generation V's +1, Facade doubled; in IV, Technician,
  /// the items, the pinch abilities and the defender's Heatproof, Thick Fat or Dry Skin,
  /// each rounded down; in III, the pinch abilities.
  private var earlyPower: Int {
    var power = variablePower
    if move.name == "gyro-ball" {
      power = min(150, 25 * finalSpeed(of: defender) / max(finalSpeed(of: attacker), 1))
    }
    if move.name == "facade", [.burn, .poison, .badPoison, .paralysis].contains(attacker.status) {
      power *= 2
    }
    if generation == 4 {
      if attacker.has("technician"), power <= 60 { power = power * 3 / 2 }
      if attacker.holds("muscle-band") && move.category == .physical
        || attacker.holds("wise-glasses") && move.category == .special
      {
        power = power * 11 / 10
      } else if let item = attacker.item, DamageHeldItems.boosting[item] == move.type {
        power = power * 6 / 5
      }
    }
    if let pinched = Self.pinchAbilities[attacker.ability ?? ""], pinched == move.type,
      attacker.hp * 3 <= attacker.stats.hp
    {
      power = power * 3 / 2
    }
    if generation == 4 {
      if defender.has("heatproof") && move.type == .fire
        || defender.has("thick-fat") && (move.type == .fire || move.type == .ice)
      {
        power /= 2
      } else if defender.has("dry-skin"), move.type == .fire {
        power = power * 5 / 4
      }
    }
    return max(power, 0)
  }

  /// The attacking stat. IV: the stage first (none against Unaware; a critical hit
  /// ignores a lowered one), then Huge Power, or Hustle or Guts, then Choice Band or
  /// Specs. III: Huge Power, the type items ×1.1 (Sea Incense ×1.05) or Choice Band, the
  /// defender's Thick
  /// Fat, Hustle or Guts, then the stage.
  private var earlyAttack: Int {
    let isPhysical = move.category == .physical
    let name = move.attackingStat
    let stage = attacker.boosts[name] ?? 0
    let staged = { (value: Int) in
      stage > 0 || !field.isCritical && stage < 0 ? DamageArithmetic.staged(value, stage: stage) : value
    }
    var value = attacker.stats.value(of: name)
    let hustling = isPhysical && (attacker.has("hustle") || attacker.has("guts") && attacker.status != nil)
    guard generation == 3 else {
      if !defender.has("unaware") { value = staged(value) }
      if isPhysical, attacker.has("huge-power") || attacker.has("pure-power") {
        value *= 2
      } else if hustling {
        value = value * 3 / 2
      }
      if attacker.holds(isPhysical ? "choice-band" : "choice-specs") { value = value * 3 / 2 }
      return max(value, 1)
    }
    if isPhysical, attacker.has("huge-power") || attacker.has("pure-power") { value *= 2 }
    if let item = attacker.item, Self.generationThreeBoosting.contains(item),
      DamageHeldItems.boosting[item] == move.type
    {
      value = value * 11 / 10
    } else if attacker.holds("sea-incense"), move.type == .water {
      value = value * 21 / 20
    } else if isPhysical, attacker.holds("choice-band") {
      value = value * 3 / 2
    }
    if defender.has("thick-fat"), move.type == .fire || move.type == .ice { value /= 2 }
    if hustling { value = value * 3 / 2 }
    return max(staged(value), 1)
  }

  /// The defending stat. IV: the stage first (none against Unaware; a critical hit
  /// ignores a raised one), Marvel Scale, a sandstorm's ×1.5 to a Rock type's Special
  /// Defense. III: Marvel Scale, then the stage. Explosion and Self-Destruct halve it in
  /// both.
  private var earlyDefense: Int {
    let name = move.defendingStat
    let stage = defender.boosts[name] ?? 0
    let staged = { (value: Int) in
      stage < 0 || !field.isCritical && stage > 0 ? DamageArithmetic.staged(value, stage: stage) : value
    }
    var value = defender.stats.value(of: name)
    if generation == 4, !attacker.has("unaware") { value = staged(value) }
    if defender.has("marvel-scale"), defender.status != nil, hitsDefense { value = value * 3 / 2 }
    if generation == 4, field.weather == .sand, defender.defendingTypes.contains(.rock), !hitsDefense {
      value = value * 3 / 2
    }
    if ["explosion", "self-destruct"].contains(move.name) { value /= 2 }
    if generation == 3 { value = staged(value) }
    return max(value, 1)
  }
}
