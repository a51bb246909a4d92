/// The damage itself: the base damage and what multiplies each roll.
extension DamageBattle {
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

  /// The same-type bonus, in 4,096ths. A Terastallized attacker's types are its Tera
  /// type's for Adaptability (as the games check "has the type"), while its own types
  /// keep their ×1.5: Terastallized into one of its own types, ×2 on that type's moves.
  var stab: Int {
    var bonus = DamageArithmetic.unchanged
    let ownType = attacker.types.contains(move.type)
    if ownType { bonus += 2_048 }
    let tera = attacker.teraType.flatMap { $0 == .stellar ? nil : $0 }
    if let tera, tera == move.type { bonus += 2_048 }
    let hasType = tera.map { $0 == move.type } ?? ownType
    if attacker.has("adaptability"), hasType {
      let teraAlsoOwn = tera.map { attacker.types.contains($0) } ?? false
      bonus += teraAlsoOwn ? 1_024 : 2_048
    }
    return bonus
  }

  /// Whether a burn halves it: a physical move, not with Guts, not Facade from
  /// generation VI.
  var burnHalves: Bool {
    attacker.status == .burn && move.category == .physical && !attacker.has("guts")
      && !(move.name == "facade" && generation > 5)
  }

  /// The final modifiers chained, in the games' order: screens, abilities, items.
  /// Multiscale, Shadow Shield and a resist berry count on a move's first hit only.
  func finalModifier(effectiveness: Int, firstHit: Bool) -> Int {
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
    if firstHit, defender.has("multiscale") || defender.has("shadow-shield"),
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
    if firstHit, let item = defender.item, let type = DamageHeldItems.resisting[item],
      type == move.type, effectiveness > 100 || type == .normal
    {
      modifiers.append(2_048)
    }
    return DamageArithmetic.chain(modifiers, lowest: 41, highest: 131_072)
  }
}
