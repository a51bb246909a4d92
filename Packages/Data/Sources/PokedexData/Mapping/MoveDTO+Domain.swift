import Domain
extension MoveDTO: NamedTextsDocument {
  var textLanguages: Set<String> { Set((flavorTextEntries ?? []).map(\.language.code)) }

  /// The move as Domain has it. Every outside string is made safe to print; the games'
  /// groups carry their id as their order (a `version-group` document would give the true
  /// order and the games' names, at a request each; the card reads well without them).
  /// - Parameters:
  ///   - id: the move's id, from its link or the document.
  ///   - machineItems: the item slug (`tm24`) of each machine id the document links to;
  ///     a machine missing from it is left off the card.
  /// It carries its name and game texts in every other language the document speaks.
  func toDomain(id: Int, machineItems: [Int: String]) -> Move {
    translating(english(id: id, machineItems: machineItems))
  }

  private func english(id: Int, machineItems: [Int: String]) -> Move {
    let effect = effectEntries?.first { $0.language.name == "en" }
    let chance = effectChance
    return Move(
      id: id, name: SafeText.clean(name),
      displayName: displayName(in: "en"),
      type: type.map { PokemonType(slug: SafeText.clean($0.name)) },
      damageClass: damageClass.map { SafeText.clean($0.name) },
      power: power, accuracy: accuracy, pp: pp, priority: priority,
      target: target.map { SafeText.clean($0.name) }, generation: generation?.linkedID,
      effect: MoveEffectText(
        full: effect?.effect.map { Self.paragraph($0, chance: chance) },
        short: effect?.shortEffect.map { Self.paragraph($0, chance: chance) },
        chance: chance),
      battleEffects: battleEffects,
      descriptions: descriptions(in: "en"),
      machines: (machines ?? []).compactMap { machine -> MoveMachine? in
        guard let group = machine.versionGroup.map(Self.group),
          let item = machine.machine.id.flatMap({ machineItems[$0] })
        else { return nil }
        return MoveMachine(game: group, item: SafeText.clean(item))
      }.sorted { $0.game < $1.game },
      learnerCount: learnedByPokemon?.count ?? 0)
  }

  private var battleEffects: MoveBattleEffects {
    MoveBattleEffects(
      ailment: meta?.ailment.map { SafeText.clean($0.name) },
      ailmentChance: meta?.ailmentChance,
      // In the games' order of stats (their ids), as the database keeps them.
      statChanges: (statChanges ?? []).sorted { ($0.stat.linkedID ?? 0) < ($1.stat.linkedID ?? 0) }
        .map { MoveStatChange(stat: SafeText.clean($0.stat.name), change: $0.change) },
      statChance: meta?.statChance, flinchChance: meta?.flinchChance, drain: meta?.drain,
      healing: meta?.healing, critRate: meta?.critRate,
      hits: MoveBattleEffects.range(meta?.minHits, meta?.maxHits),
      turns: MoveBattleEffects.range(meta?.minTurns, meta?.maxTurns))
  }

  /// The descriptions in `language`, else in English (`GameTexts`).
  func descriptions(in language: String) -> [GameText] {
    GameTexts.of(
      flavorTextEntries, in: language, language: \.language.code, group: \.versionGroup,
      text: \.text)
  }

  /// An effect text as one safe paragraph, its chance filled in.
  private static func paragraph(_ text: String, chance: Int?) -> String {
    MoveEffectText.filling(FlavorText.clean(SafeText.clean(text)), chance: chance)
  }

  private static func group(_ link: NamedAPIResourceDTO) -> GameGroup {
    GameGroup(slug: SafeText.clean(link.name), order: link.linkedID ?? 0)
  }
}
