import Domain

/// The one line Smogon's damage calculator writes for a calculation, in its order:
/// `+1 252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 0 Def Heatran in Sand:
/// 175-207 (45.4 - 53.7%) -- 52.3% chance to 2HKO`. What a side was set up with is said
/// where it counts (the attacking stat's EVs and nature, the defender's HP and defending
/// stat); its level only where the two differ, or both are of an unusual one.
enum DamageDescription {
  /// The line, its names made safe to print.
  static func line(_ sheet: DamageSheet) -> String {
    var words: [String] = []
    let move = sheet.move
    let attacker = sheet.attacker
    let defender = sheet.defender
    let levels = Self.levels(attacker.combatant.level, defender.combatant.level)
    words += stage(attacker, move.attackingStat)
    words += levels.attacker
    words.append(spread(attacker, stat: move.attackingStat))
    words += item(attacker)
    words += ability(attacker)
    if burns(sheet) { words.append("burned") }
    if let tera = attacker.combatant.teraType { words.append("Tera \(tera.displayName)") }
    words.append(SafeText.clean(attacker.pokemon.displayName))
    words.append(SafeText.clean(sheet.moveName))
    if sheet.rolls.hits > 1 { words.append("(\(sheet.rolls.hits) hits)") }
    words.append("vs.")
    words += stage(defender, move.defendingStat)
    words += levels.defender
    words.append(spread(defender, stat: "hp") + " / " + spread(defender, stat: move.defendingStat))
    words += item(defender)
    words += ability(defender)
    if let tera = defender.combatant.teraType { words.append("Tera \(tera.displayName)") }
    words.append(SafeText.clean(defender.pokemon.displayName) + field(sheet))
    let range = sheet.rolls.range
    var line = words.joined(separator: " ")
      + ": \(range.lowerBound)-\(range.upperBound) "
      + "(\(percent(sheet.percent(range.lowerBound))) - \(percent(sheet.percent(range.upperBound)))%)"
    if let knockOut = sheet.knockOut { line += " -- " + knockOut.verdict }
    return line
  }

  /// `252+ Atk`: the EVs in `stat`, the nature's sign, and Smogon's short name; its IVs
  /// after it where they are not 31 (`0 SpA 9 IVs`).
  static func spread(_ side: DamageSide, stat: String) -> String {
    let sign: String
    switch NatureEffect(of: side.nature, on: stat) {
    case .raising: sign = "+"
    case .lowering: sign = "-"
    case .neutral: sign = ""
    }
    let individual = side.individual[stat] ?? 31
    return "\(side.effort[stat] ?? 0)\(sign) \(shortName(stat))"
      + (individual == 31 ? "" : " \(individual) IVs")
  }

  /// The items whose only part is whether a type hits at all: the calculator's line
  /// leaves them out.
  static let unnamedItems: Set<String> = ["iron-ball", "ring-target", "air-balloon"]

  /// The item, where it is one that changes damage: the calculator's line names what
  /// counted, not what is merely held (Leftovers).
  private static func item(_ side: DamageSide) -> [String] {
    guard let item = side.combatant.item, let name = side.itemName,
      DamageCalculator.changesDamage(item: item), !unnamedItems.contains(item)
    else { return [] }
    return [SafeText.clean(name)]
  }

  /// The ability, where it was named and is one that changes damage.
  private static func ability(_ side: DamageSide) -> [String] {
    guard !side.isAbilityAssumed, side.isAbilityCounted, let ability = side.combatant.ability,
      let name = side.abilityName, DamageCalculator.changesDamage(ability: ability)
    else { return [] }
    return [SafeText.clean(name)]
  }

  /// Whether a burn halved the move: a physical one, not with Guts, not Facade from
  /// generation VI.
  private static func burns(_ sheet: DamageSheet) -> Bool {
    let attacker = sheet.attacker.combatant
    return attacker.status == .burn && sheet.move.category == .physical
      && !attacker.has("guts") && !(sheet.move.name == "facade" && sheet.field.generation > 5)
  }

  /// Smogon's short name of a stat.
  static func shortName(_ stat: String) -> String {
    switch stat {
    case "hp": return "HP"
    case "attack": return "Atk"
    case "defense": return "Def"
    case "special-attack": return "SpA"
    case "special-defense": return "SpD"
    default: return "Spe"
    }
  }

  /// `+1` or `-2` for the stage of `stat`; nothing at 0.
  private static func stage(_ side: DamageSide, _ stat: String) -> [String] {
    let stage = side.combatant.boosts[stat] ?? 0
    guard stage != 0 else { return [] }
    return [stage > 0 ? "+\(stage)" : "\(stage)"]
  }

  /// `Lvl 50` for each side: shown where the levels differ (but not for 100), or for
  /// both where they are the same unusual one (not 100, 50 or 5, the formats' own).
  private static func levels(_ attacker: Int, _ defender: Int) -> (attacker: [String], defender: [String]) {
    func shown(_ level: Int) -> [String] { ["Lvl \(level)"] }
    guard attacker == defender else {
      return (attacker == 100 ? [] : shown(attacker), defender == 100 ? [] : shown(defender))
    }
    return [100, 50, 5].contains(attacker) ? ([], []) : (shown(attacker), shown(defender))
  }

  /// ` in Sun and Electric Terrain through Reflect on a critical hit`: the weather where
  /// it changed the hit (the move's type in sun or rain; a Rock type's Special Defense in
  /// sand, an Ice type's Defense in snow), a screen where no critical hit went through it.
  private static func field(_ sheet: DamageSheet) -> String {
    let field = sheet.field
    var text = ""
    let defending = sheet.defender.combatant.teraType.map { [$0] } ?? sheet.defender.combatant.types
    let hitsDefense = sheet.move.defendingStat == "defense"
    let weather = field.weather.flatMap { weather -> String? in
      switch weather {
      case .sun, .rain:
        return [.fire, .water].contains(sheet.move.type) ? weatherName(weather) : nil
      case .sand:
        return defending.contains(.rock) && !hitsDefense && field.generation > 3
          ? weatherName(weather) : nil
      case .snow:
        return defending.contains(.ice) && hitsDefense ? weatherName(weather) : nil
      }
    }
    let terrain = field.terrain.map { "\($0.rawValue.capitalized) Terrain" }
    switch (weather, terrain) {
    case let (weather?, terrain?): text += " in \(weather) and \(terrain)"
    case let (weather?, nil): text += " in \(weather)"
    case let (nil, terrain?): text += " in \(terrain)"
    case (nil, nil): break
    }
    if !field.isCritical, field.reflect && hitsDefense {
      text += " through Reflect"
    } else if !field.isCritical, field.lightScreen && !hitsDefense {
      text += " through Light Screen"
    }
    if !field.isCritical, field.auroraVeil { text += " with an ally's Aurora Veil" }
    if field.isCritical { text += " on a critical hit" }
    return text
  }

  static func weatherName(_ weather: Weather) -> String {
    switch weather {
    case .sun: return "Sun"
    case .rain: return "Rain"
    case .sand: return "Sand"
    case .snow: return "Snow"
    }
  }

  /// A percentage to a tenth, without `.0` for a whole one, as the calculator prints it.
  static func percent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }
}
