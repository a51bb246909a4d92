import Domain

/// `pokecli damage`: Smogon's one line (`DamageDescription`), then the details: the
/// sixteen rolls, each side as set up and worked out, the move, the field, what was
/// assumed, and what the calculator did not count.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up.
extension DamageSheet: Screen {
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    var lines = TextLayout.wrap(DamageDescription.line(self), width: width)
      .map { theme.paint($0, as: .heading) }
    lines.append("")
    lines += TextLayout.wrap(rolls(), width: width)
    lines.append("")
    lines += side(
      "Attacker", self.attacker, stats: [self.move.attackingStat], theme: theme, width: width)
    lines += side(
      "Defender", self.defender, stats: ["hp", self.move.defendingStat], theme: theme,
      width: width)
    lines += TextLayout.wrap(move(theme: theme), width: width)
    lines += TextLayout.wrap(field(theme: theme), width: width)
    lines.append("")
    lines += notes().flatMap { TextLayout.wrap($0, width: width) }.map { theme.paint($0, as: .dim) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The sixteen totals; for a multi-hit move, each hit's too.
  private func rolls() -> String {
    let rolls = self.rolls
    var text = "Rolls: " + rolls.rolls.map(String.init).joined(separator: ", ")
    if rolls.effectiveness != 100 {
      text += " (\(MultiplierText.text(Double(rolls.effectiveness) / 100)) by type)"
    }
    if let later = rolls.laterHits, rolls.hits > 1 {
      text += ". First hit: " + rolls.firstHit.map(String.init).joined(separator: ", ")
      if later != rolls.firstHit {
        text += "; each later hit: " + later.map(String.init).joined(separator: ", ")
      }
    }
    return text + "."
  }

  /// A side's facts, then the stats that counted.
  private func side(
    _ role: String, _ side: DamageSide, stats: [String], theme: Theme, width: Int
  ) -> [String] {
    let combatant = side.combatant
    var facts = [
      "\(role): \(SafeText.clean(side.pokemon.displayName))",
      side.pokemon.types.map { theme.name(of: $0) }.joined(separator: "/"),
      "level \(combatant.level)",
      side.nature.map { "\(SafeText.clean($0.displayName)) nature" } ?? "no nature",
    ]
    if let ability = side.abilityName {
      let notes = (side.isAbilityAssumed ? ["its first"] : []) + (side.isAbilityCounted ? [] : ["not counted"])
      facts.append(SafeText.clean(ability) + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"))
    }
    facts.append(side.itemName.map { SafeText.clean($0) } ?? "no item")
    if let status = combatant.status { facts.append(Self.statusName(status)) }
    if let tera = combatant.teraType { facts.append("Tera \(theme.name(of: tera))") }
    let stages = BattleStats.slugs.compactMap { stat -> String? in
      guard let stage = combatant.boosts[stat], stage != 0 else { return nil }
      return (stage > 0 ? "+" : "") + "\(stage) \(DamageDescription.shortName(stat))"
    }
    if !stages.isEmpty { facts.append(stages.joined(separator: " ")) }
    let numbers = stats.map { stat in
      var text = "\(DamageDescription.shortName(stat)) \(combatant.stats.value(of: stat))"
      if stat == "hp", combatant.hp != combatant.stats.hp { text = "HP \(combatant.hp)/\(combatant.stats.hp)" }
      return text + " (\(side.individual[stat] ?? 31) IVs, \(side.effort[stat] ?? 0) EVs)"
    }
    // A side's facts run on, indented, under its first line; its numbers below them.
    let packed = TextLayout.pack(facts, separator: " · ", width: width - 2)
    return packed.prefix(1) + packed.dropFirst().map { "  " + $0 }
      + TextLayout.pack(numbers, separator: " · ", width: width - 2).map { "  " + $0 }
  }

  /// The move as weighed: its type, class, power, hits and reach.
  private func move(theme: Theme) -> String {
    let move = self.move
    var facts = [
      "Move: \(SafeText.clean(self.moveName))", theme.name(of: move.type),
      theme.damageClassName(move.category.rawValue),
      move.power > 0 ? "\(move.power) power" : "power worked out",
    ]
    if move.hits > 1 { facts.append("\(move.hits) hits") }
    if let share = move.doublesShare(inGeneration: self.field.generation) {
      let factor = share == 50 ? "×0.5" : "×0.75"
      facts.append(self.field.isDoubles ? "spread (\(factor))" : "spread (\(factor) in doubles)")
    }
    return facts.joined(separator: " · ")
  }

  /// The generation and whatever of the field is up.
  private func field(theme: Theme) -> String {
    let field = self.field
    var facts = [
      "Field: " + (self.game.map { theme.gamesName($0) } ?? theme.generationName(field.generation)),
      field.isDoubles ? "doubles" : "singles",
    ]
    if let weather = field.weather { facts.append(DamageDescription.weatherName(weather)) }
    if let terrain = field.terrain { facts.append("\(terrain.rawValue.capitalized) Terrain") }
    if field.reflect { facts.append("Reflect") }
    if field.lightScreen { facts.append("Light Screen") }
    if field.auroraVeil { facts.append("Aurora Veil") }
    if field.isCritical { facts.append("critical hit") }
    return facts.joined(separator: " · ")
  }

  /// What was assumed, what was not counted, and what contact would change.
  private func notes() -> [String] {
    var notes = [
      "Unless given: level 100, 31 IVs, no EVs, no nature, no item, a Pokémon's first "
        + "ability, full HP, no stat stages, and a multi-hit move's usual count."
    ]
    if !self.unmodelled.isEmpty {
      let names = self.unmodelled.map { SafeText.clean($0) }
      notes.append("Not counted: \(names.joined(separator: ", ")). The range is without what they would change.")
    }
    if !self.contactAsked.isEmpty {
      let names = self.contactAsked.map { SafeText.clean($0) }.joined(separator: " and ")
      notes.append("\(names) counted as for a move without contact: PokeAPI does not say which moves make contact; --contact says this one does.")
    }
    return notes
  }

  static func statusName(_ status: MajorStatus) -> String {
    switch status {
    case .burn: return "burned"
    case .poison: return "poisoned"
    case .badPoison: return "badly poisoned"
    case .paralysis: return "paralyzed"
    case .sleep: return "asleep"
    case .freeze: return "frozen"
    }
  }
}
