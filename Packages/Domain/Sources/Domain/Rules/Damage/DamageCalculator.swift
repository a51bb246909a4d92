/// The damage one move does, generations III to IX, in the games' order of operations and
/// rounding: the move's power and its modifiers, the attacking and defending stats and
/// theirs, the base damage, then spread, weather and critical hit, the sixteen random
/// rolls, STAB, type effectiveness, burn and the final modifiers (screens, abilities,
/// items). Generations III and IV have their own formula (`DamageBattle+Early`).
/// `docs/damage.md` lists what it counts and what it does not; what it does not, among
/// the abilities, items and moves given, is named in the result.
public enum DamageCalculator {
  /// The earliest generation whose formula the calculator has; an earlier one is worked
  /// out as it and named among what is not counted (`pokecli damage` refuses it).
  public static let earliestGeneration = 3

  /// The abilities the calculator counts (what each does: `docs/damage.md`).
  public static let modelledAbilities: Set<String> = Set([
    "huge-power", "pure-power", "technician", "adaptability", "guts", "hustle",
    "sheer-force", "tough-claws", "multiscale", "shadow-shield", "filter", "solid-rock",
    "prism-armor", "thick-fat", "levitate", "flash-fire", "water-absorb", "volt-absorb",
    "sap-sipper", "storm-drain", "lightning-rod", "motor-drive", "earth-eater",
    "well-baked-body", "wonder-guard", "scrappy", "minds-eye", "unaware", "marvel-scale",
    "fur-coat", "tinted-lens", "sniper", "fluffy", "ice-scales", "dry-skin", "overgrow",
    "blaze", "torrent", "swarm", "skill-link", "battle-armor", "shell-armor",
  ]).union(inertAbilities)

  /// Abilities known to change nothing in one hit's damage (what they do happens before
  /// or after it, or to accuracy, critical-hit odds, or speed): counted, as doing nothing.
  /// Those that set the weather or a terrain act through `--weather` and `--terrain`.
  static let inertAbilities: Set<String> = [
    "sand-veil", "snow-cloak", "rough-skin", "iron-barbs", "intimidate", "regenerator",
    "natural-cure", "pressure", "sturdy", "static", "flame-body", "poison-point",
    "effect-spore", "synchronize", "inner-focus", "keen-eye", "run-away", "speed-boost",
    "moxie", "magic-guard", "magic-bounce", "prankster", "drizzle", "drought",
    "sand-stream", "snow-warning", "electric-surge", "grassy-surge", "psychic-surge",
    "misty-surge", "unburden", "chlorophyll", "swift-swim", "sand-rush", "slush-rush",
    "clear-body", "white-smoke", "cursed-body", "poison-heal", "competitive", "defiant",
    "justified", "cute-charm", "serene-grace", "shed-skin", "early-bird", "hydration",
    "insomnia", "vital-spirit", "limber", "oblivious", "own-tempo", "shield-dust",
    "trace", "frisk", "pickpocket", "pickup", "honey-gather", "illuminate", "stench",
    "damp", "suction-cups", "sticky-hold", "hyper-cutter", "big-pecks", "anticipation",
    "forewarn", "no-guard", "compound-eyes", "super-luck", "shadow-tag", "arena-trap",
    "magnet-pull", "good-as-gold", "cud-chew", "seed-sower", "lingering-aroma",
    "anger-shell", "armor-tail", "queenly-majesty", "dazzling", "gooey", "tangling-hair",
    "mummy", "wandering-spirit", "perish-body", "aftermath", "innards-out", "steadfast",
    "rattled", "thermal-exchange",
    "wind-rider", "zero-to-hero", "commander", "costar", "mirror-armor", "guard-dog",
    "quick-feet",
  ]

  /// Whether `ability` is one the calculator counts as changing damage (not one known
  /// to change none).
  public static func changesDamage(ability: String) -> Bool {
    modelledAbilities.contains(ability) && !inertAbilities.contains(ability)
  }

  /// Whether `item` is one the calculator counts as changing damage.
  public static func changesDamage(item: String) -> Bool {
    DamageHeldItems.modelled.contains(item) && !DamageHeldItems.inert.contains(item)
  }

  /// Whether the calculator counts `ability` in `generation`'s formula.
  public static func counts(ability: String, generation: Int) -> Bool {
    (generation < 5 ? DamageBattle.earlyAbilities : modelledAbilities).contains(ability)
  }

  /// The damage `move` does from `attacker` to `defender` on `field`, by `chart`, the
  /// type chart of the field's generation.
  public static func damage(
    from attacker: Combatant, to defender: Combatant, with move: DamagingMove,
    on field: BattleField, chart: TypeChart
  ) -> DamageRolls {
    let battle = DamageBattle(
      attacker: attacker, defender: defender, move: move, field: field.facing(defender), chart: chart,
      generation: min(max(field.generation, earliestGeneration), 9))
    let effectiveness = battle.effectiveness
    // A move of no power (a status move) does nothing, as one the type or the field stops.
    guard effectiveness > 0, !battle.isBlocked, battle.variablePower > 0 else {
      return DamageRolls(
        firstHit: Array(repeating: 0, count: 16), hits: move.hits,
        effectiveness: battle.isBlocked ? 0 : effectiveness, unmodelled: battle.unmodelled)
    }
    if battle.generation < 5 {
      return DamageRolls(
        firstHit: battle.earlyRolls(firstHit: true),
        laterHits: move.hits > 1 ? battle.earlyRolls(firstHit: false) : nil, hits: move.hits,
        effectiveness: effectiveness, unmodelled: battle.unmodelled)
    }
    let base = battle.baseDamage
    let stab = battle.stab
    let burns = battle.burnHalves
    func rolls(final: Int) -> [Int] {
      (85...100).map { roll in
        var damage = base * roll / 100
        if stab != DamageArithmetic.unchanged { damage = DamageArithmetic.applying(stab, to: damage) }
        damage = damage * effectiveness / 100
        if burns { damage /= 2 }
        // At least 1: a hit that lands always does some damage.
        guard damage * final > 4_096 else { return 1 }
        return DamageArithmetic.applying(final, to: damage)
      }
    }
    let first = rolls(final: battle.finalModifier(effectiveness: effectiveness, firstHit: true))
    let later = move.hits > 1
      ? rolls(final: battle.finalModifier(effectiveness: effectiveness, firstHit: false)) : nil
    return DamageRolls(
      firstHit: first, laterHits: later, hits: move.hits, effectiveness: effectiveness,
      unmodelled: battle.unmodelled)
  }
}

/// One calculation's parts, each a step of the games' order (`DamageBattle+Power`,
/// `+Stats`, `+Damage`).
struct DamageBattle {
  let attacker, defender: Combatant
  let move: DamagingMove
  let field: BattleField
  let chart: TypeChart
  let generation: Int

  /// Abilities that change a Speed in battle, which only Gyro Ball's power asks about.
  static let speedAbilities: Set<String> = [
    "chlorophyll", "swift-swim", "sand-rush", "slush-rush", "unburden", "quick-feet",
    "surge-surfer",
  ]

  /// The moves whose power the calculator works out (`variablePower`).
  static let variablePowerMoves: Set<String> = [
    "low-kick", "grass-knot", "heavy-slam", "heat-crash", "gyro-ball",
  ]

  /// Moves whose power or stats depend on what the calculator does not follow (the
  /// target's HP or status, the user's stages, the turn order, another stat): worked out
  /// as plain moves of their listed power, and named.
  static let conditionalMoves: Set<String> = [
    "foul-play", "body-press", "hex", "stored-power", "power-trip", "weather-ball",
    "terrain-pulse", "eruption", "water-spout", "dragon-energy", "brine", "venoshock",
    "avalanche", "payback", "revenge", "assurance", "retaliate", "fishious-rend",
    "bolt-beak", "electro-ball", "punishment", "return", "frustration", "judgment",
    "multi-attack", "techno-blast", "expanding-force", "rising-voltage", "solar-beam",
    "solar-blade", "lash-out", "last-respects", "rage-fist", "temper-flare",
    // Power that grows hit by hit, a type matched twice, or a type of the user's.
    "triple-axel", "triple-kick", "flying-press", "freeze-dry", "tera-blast", "ivy-cudgel",
    "raging-bull", "revelation-dance", "collision-course", "electro-drift", "psyblade",
    "hydro-steam",
    // A type or power of the user's (Hidden Power, Natural Gift, Fling), a chance, or
    // the target's status or the turn.
    "hidden-power", "natural-gift", "fling", "present", "magnitude", "spit-up",
    "smelling-salts", "wake-up-slap", "pursuit", "fury-cutter", "rollout", "ice-ball",
    "echoed-voice", "round", "stomping-tantrum", "beat-up", "poltergeist", "grav-apple",
    "misty-explosion", "steel-roller", "photon-geyser", "shell-side-arm",
  ]

  /// What is in play that the calculator does not count: abilities, items and moves by
  /// slug, and a generation before its formula's.
  var unmodelled: [String] {
    var named = [attacker.ability, defender.ability].compactMap { $0 }
      .filter { !DamageCalculator.counts(ability: $0, generation: generation) }
      + [attacker.item, defender.item].compactMap { $0 }
      .filter { !(generation < 5 ? Self.earlyItems(generation: generation) : DamageHeldItems.modelled).contains($0) }
    if Self.conditionalMoves.contains(move.name)
      || move.power == 0 && !Self.variablePowerMoves.contains(move.name)
    {
      named.append(move.name)
    }
    // Gyro Ball weighs the Speeds, which these abilities change in battle.
    if move.name == "gyro-ball" {
      named += [attacker.ability, defender.ability].compactMap { $0 }
        .filter(Self.speedAbilities.contains)
    }
    if field.generation < DamageCalculator.earliestGeneration {
      named.append("generation-\(field.generation)")
    }
    return named
  }

  /// Whether `pokemon` is on the ground: not Flying, without Levitate or an Air Balloon,
  /// unless an Iron Ball holds it down.
  func isGrounded(_ pokemon: Combatant) -> Bool {
    if pokemon.holds("iron-ball") { return true }
    return !pokemon.defendingTypes.contains(.flying) && !pokemon.has("levitate")
      && !(generation > 4 && pokemon.holds("air-balloon"))
  }
}
