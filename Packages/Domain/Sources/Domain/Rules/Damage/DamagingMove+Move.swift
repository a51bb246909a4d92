extension DamagingMove {
  /// The types whose moves were physical before generation IV, when a move's type, not
  /// the move, decided which stats it pits against each other.
  static let physicalTypesBeforeTheSplit: Set<PokemonType> = [
    .normal, .fighting, .flying, .poison, .ground, .rock, .bug, .ghost, .steel,
  ]

  /// `move` as the calculator weighs it, as told (its type and power in the game asked
  /// for); `nil` for a status move, or one PokeAPI gives no type or class.
  /// - Parameters:
  ///   - hits: how many times a multi-hit move hits, as the player says; else
  ///     `defaultHits(of:ability:item:)`. Clamped to the move's own range.
  ///   - makesContact: whether it makes contact, as the player says: PokeAPI does not
  ///     keep which moves do.
  ///   - generation: before IV, its type decides its category.
  public init?(
    _ move: Move, hits: Int? = nil, attackerAbility: String? = nil,
    attackerItem: String? = nil, makesContact: Bool = false, generation: Int
  ) {
    guard let type = move.type, let category = Self.category(of: move, generation: generation)
    else { return nil }
    let range = move.battleEffects.hits ?? 1...1
    let asked = hits.map { min(max($0, range.lowerBound), range.upperBound) }
    self.init(
      name: move.name, type: type, power: move.power ?? 0, category: category,
      isSpread: ["all-opponents", "all-other-pokemon"].contains(move.target ?? ""),
      hitsAlly: move.target == "all-other-pokemon",
      makesContact: makesContact,
      hasSecondaryEffect: Self.hasSecondaryEffect(move.battleEffects) ?? false,
      // Loaded Dice is generation IX's.
      hits: asked ?? Self.defaultHits(
        of: range, ability: attackerAbility, item: generation >= 9 ? attackerItem : nil),
      priority: move.priority)
  }

  /// Which stats `move` pits against each other in `generation`; `nil` for a status move.
  static func category(of move: Move, generation: Int) -> DamageCategory? {
    switch move.damageClass {
    case "physical", "special":
      guard generation < 4, let type = move.type else {
        return move.damageClass == "physical" ? .physical : .special
      }
      return physicalTypesBeforeTheSplit.contains(type) ? .physical : .special
    default:
      return nil
    }
  }

  /// How many times a move of `range` hits unless told: all five with Skill Link, four
  /// with Loaded Dice, else one more than its fewest (three of a 2–5 move), as Smogon's
  /// calculator assumes.
  public static func defaultHits(of range: ClosedRange<Int>, ability: String?, item: String?)
    -> Int
  {
    guard range.lowerBound < range.upperBound else { return range.lowerBound }
    if ability == "skill-link" { return range.upperBound }
    if item == "loaded-dice" { return min(4, range.upperBound) }
    return min(range.lowerBound + 1, range.upperBound)
  }

  /// Whether Sheer Force would take something from the move: a chance of a status or a
  /// flinch, the target's stats lowered, or the user's raised; `nil` when PokeAPI does
  /// not say (the moves it gives no kind of effect, most of generations VIII and IX's).
  /// A certain drop of the user's own stats (Close Combat), a binding (Wrap) or a seed
  /// (Sappy Seed) is no secondary effect, nor is a "chance" of no status (Skull Bash's
  /// 100 % of none). PokeAPI spells its kinds `damage+raise` or `damage-raise`; both are
  /// read. Checked against Pokémon Showdown's moves: of the 553 damaging moves both know
  /// and PokeAPI gives a kind of effect, they agree on all but Anchor Shot, Spirit
  /// Shackle, Eerie Spell, Sparkling Aria, Genesis Supernova, Secret Power and Syrup Bomb,
  /// whose effects PokeAPI files as none or as its own.
  public static func hasSecondaryEffect(_ effects: MoveBattleEffects) -> Bool? {
    guard let category = effects.category?.replacingEvery("+", with: "-") else { return nil }
    // "unknown" is a random status (Tri Attack) under its own kind, and no status else
    // (Smack Down, Thousand Arrows).
    let status = effects.ailment.map {
      !["none", "trap", "leech-seed"].contains($0) && ($0 != "unknown" || category == "damage-ailment")
    } ?? false
    if status, (effects.ailmentChance ?? 0) > 0 || category == "damage-ailment" { return true }
    if (effects.flinchChance ?? 0) > 0 { return true }
    switch category {
    case "damage-lower": return true
    case "damage-raise": return effects.statChanges.contains { $0.change > 0 }
    default: return false
    }
  }
}
