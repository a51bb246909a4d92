/// `pokecli damage`: what one move does from one Pokémon to another, each set up as the
/// player says, on a field, in the game asked for (`DamageCalculator`).
public struct CalculateDamage: Sendable {
  let pokemon: @Sendable (EntryQuery) async throws -> Pokemon
  let move: @Sendable (EntryQuery) async throws -> Move
  let nature: @Sendable (EntryQuery) async throws -> Nature
  let ability: @Sendable (EntryQuery) async throws -> NamedSlug
  let item: @Sendable (EntryQuery) async throws -> NamedSlug
  let charts: any TypeChartRepository

  /// - Parameters:
  ///   - pokemon: a Pokémon as in the game asked for (`LoadPokemonAsInGame`), or today's.
  ///   - move: a move as in that game (its power and type then), or today's.
  ///   - nature, ability, item: the entry a name names, asked only when one is named (a
  ///     command that names none need not even make their repositories); of an ability
  ///     and an item, only the slug and shown name (`EntryNameRepository`), not the card.
  ///   - charts: the type charts, by generation.
  public init(
    pokemon: @escaping @Sendable (EntryQuery) async throws -> Pokemon,
    move: @escaping @Sendable (EntryQuery) async throws -> Move,
    nature: @escaping @Sendable (EntryQuery) async throws -> Nature,
    ability: @escaping @Sendable (EntryQuery) async throws -> NamedSlug,
    item: @escaping @Sendable (EntryQuery) async throws -> NamedSlug,
    charts: any TypeChartRepository
  ) {
    self.pokemon = pokemon
    self.move = move
    self.nature = nature
    self.ability = ability
    self.item = item
    self.charts = charts
  }

  /// The calculation, as in `game` (the game asked for, which the loaders tell the
  /// Pokémon and the move as in); today's games without one.
  /// - Throws: `PokedexError` from the repositories (an unknown name, with the nearest
  ///   ones), `NotYetInGame` for a Pokémon or a move that came after `game`, and
  ///   `DamageProblem` for a set-up the calculator cannot honour.
  public func callAsFunction(_ request: DamageRequest, game: String?) async throws -> DamageSheet {
    // The three are read side by side: none needs another, and they are most of the time.
    // So are the natures, abilities and items named, and today's type chart when no game
    // is asked (a game's waits for its generation). They are awaited in the order a
    // player is told what is wrong: the Pokémon and the move first.
    async let attackerRead = pokemon(request.attacker.pokemon)
    async let defenderRead = pokemon(request.defender.pokemon)
    async let moveRead = move(request.move)
    async let attackerNamed = named(by: request.attacker)
    async let defenderNamed = named(by: request.defender)
    async let todaysChart = game == nil ? charts.chart(generation: nil) : nil
    let attackerCard = try await attackerRead
    let defenderCard = try await defenderRead
    let moveCard = try await moveRead
    if let game {
      for absent in [attackerCard.notYet(in: game), defenderCard.notYet(in: game)] {
        if let absent { throw absent }
      }
      if moveCard.isNewerThanItsGame {
        throw NotYetInGame(name: moveCard.displayName, game: game, introducedIn: moveCard.generation)
      }
    }
    let group = attackerCard.asIn ?? moveCard.asIn
    let generation = group?.generation ?? 9
    var field = request.field
    field.generation = generation
    try Self.check(request, field: field)
    try Self.check(request.attacker, role: .attacker, generation: generation)
    let attacker = Self.side(
      request.attacker, card: attackerCard, named: try await attackerNamed, generation: generation)
    try Self.check(request.defender, role: .defender, generation: generation)
    let defender = Self.side(
      request.defender, card: defenderCard, named: try await defenderNamed, generation: generation)
    let range = moveCard.battleEffects.hits ?? 1...1
    if let hits = request.hits, !range.contains(hits) {
      throw DamageProblem.hitsOutOfRange(move: moveCard.displayName, range: range)
    }
    guard let damaging = DamagingMove(
      moveCard, hits: request.hits, attackerAbility: attacker.combatant.ability,
      attackerItem: attacker.combatant.item, makesContact: request.makesContact,
      generation: generation)
    else { throw DamageProblem.statusMove(moveCard.displayName) }
    field = field.facing(defender.combatant)
    let chart: TypeChart
    if let today = try await todaysChart {
      chart = today
    } else {
      chart = try await charts.chart(generation: group?.generation)
    }
    let rolls = DamageCalculator.damage(
      from: attacker.combatant, to: defender.combatant, with: damaging, on: field, chart: chart)
    return DamageSheet(
      attacker: attacker, defender: defender, move: damaging, moveName: moveCard.displayName,
      field: field, game: group, rolls: rolls,
      unmodelled: Self.unmodelledNames(rolls.unmodelled, attacker, defender, moveCard)
        + Self.sheerForceUnknown(attacker, moveCard),
      contactAsked: request.makesContact ? [] : Self.contactAsked(attacker, defender))
  }

  /// Refuses what the field's generation did not have.
  static func check(_ request: DamageRequest, field: BattleField) throws(DamageProblem) {
    let generation = field.generation
    if generation < DamageCalculator.earliestGeneration { throw .generationTooEarly(generation) }
    if generation < 9, request.attacker.teraType != nil || request.defender.teraType != nil {
      throw .teraNotYet(generation: generation)
    }
    if generation < 6, field.terrain != nil { throw .terrainNotYet(generation: generation) }
    if generation < 9, field.weather == .snow { throw .snowNotYet(generation: generation) }
    if generation < 7, field.auroraVeil { throw .auroraVeilNotYet(generation: generation) }
  }

  /// Refuses training the generation's games could not give.
  private static func check(
    _ setUp: DamageSetUp, role: DamageProblem.Side, generation: Int
  ) throws(DamageProblem) {
    do {
      try setUp.training.check(for: .modern, generation: generation)
    } catch {
      throw DamageProblem.training(role, error)
    }
  }

  /// One side worked out: its stats at its level with its nature and training, its
  /// ability (its first unless named), item, stages, status, Tera type and HP.
  private static func side(
    _ setUp: DamageSetUp, card: Pokemon, named: NamedChoices, generation: Int
  ) -> DamageSide {
    let nature = named.nature
    let ability = named.ability
      ?? card.abilities.first.map { NamedSlug(slug: $0.name, displayName: $0.displayName) }
    let item = named.item
    let individual = setUp.training.individuals(for: .modern).filter { $0.key != "special" }
    let effort = Dictionary(
      uniqueKeysWithValues: BattleStats.slugs.map { ($0, setUp.training.effort(of: $0, for: .modern)) })
    let base = Dictionary(card.stats.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    let stats = BattleStats(
      base: base, level: setUp.level, individual: individual, effort: effort, nature: nature)
    let combatant = Combatant(
      types: card.summary.types, level: setUp.level, stats: stats,
      currentHP: setUp.hp?.points(of: stats.hp), ability: ability?.slug, item: item?.slug,
      status: setUp.status, boosts: setUp.boosts, teraType: setUp.teraType,
      weightHectograms: card.weightHectograms, canEvolve: card.canEvolve)
    return DamageSide(
      pokemon: card.summary, combatant: combatant, nature: nature, individual: individual,
      effort: effort, abilityName: ability?.displayName, itemName: item?.displayName,
      isAbilityAssumed: setUp.ability == nil,
      isAbilityCounted: ability.map { DamageCalculator.counts(ability: $0.slug, generation: generation) } ?? true)
  }

  /// The names a player reads for what was not counted among what the player named:
  /// an ability assumed (a side's first) is said beside it instead (`DamageSide`).
  private static func unmodelledNames(
    _ unmodelled: [String], _ attacker: DamageSide, _ defender: DamageSide, _ move: Move
  ) -> [String] {
    let assumed = Set([attacker, defender].filter(\.isAbilityAssumed).compactMap(\.combatant.ability))
    return unmodelled.filter { !assumed.contains($0) }.map { name(of: $0, attacker, defender, move) }
  }

  /// The name a player reads for an unmodelled slug of `DamageRolls`.
  private static func name(
    of slug: String, _ attacker: DamageSide, _ defender: DamageSide, _ move: Move
  ) -> String {
    if slug == move.name { return move.displayName }
    for side in [attacker, defender] {
      if slug == side.combatant.ability, let name = side.abilityName { return name }
      if slug == side.combatant.item, let name = side.itemName { return name }
    }
    return slug
  }

  /// What Sheer Force asks of a move PokeAPI does not describe: whether it has an effect
  /// Sheer Force removes.
  private static func sheerForceUnknown(_ attacker: DamageSide, _ move: Move) -> [String] {
    guard attacker.combatant.ability == "sheer-force",
      DamagingMove.hasSecondaryEffect(move.battleEffects) == nil
    else { return [] }
    return ["\(attacker.abilityName ?? "Sheer Force") on \(move.displayName) (PokeAPI does not say whether it has an effect Sheer Force removes)"]
  }

  /// The abilities in play that ask whether the move makes contact.
  private static func contactAsked(_ attacker: DamageSide, _ defender: DamageSide) -> [String] {
    var asked: [String] = []
    if attacker.combatant.ability == "tough-claws" { asked.append(attacker.abilityName ?? "Tough Claws") }
    if defender.combatant.ability == "fluffy" { asked.append(defender.abilityName ?? "Fluffy") }
    return asked
  }
}
