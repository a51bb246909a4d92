import Domain
extension AbilityDTO: NamedTextsDocument {
  var textLanguages: Set<String> { Set((flavorTextEntries ?? []).map(\.language.code)) }

  /// The ability as Domain has it. Every outside string is made safe to print. The games'
  /// groups carry their id as their order, and the holders' names are their slugs title
  /// cased: the document names no more, and a request per holder would cost hundreds.
  /// It carries its name and game texts in every other language the document speaks.
  func toDomain() -> Ability {
    translating(english())
  }

  private func english() -> Ability {
    let effect = effectEntries?.first { $0.language.name == "en" }
    var holders: [Int: AbilityHolder] = [:]
    for holder in pokemon ?? [] {
      guard let id = holder.pokemon.linkedID else { continue }
      let slug = SafeText.clean(holder.pokemon.name)
      let hidden = (holder.isHidden ?? false) && (holders[id]?.isHidden ?? true)
      holders[id] = AbilityHolder(
        id: id, name: slug, displayName: DisplayName.titleCased(slug), isHidden: hidden)
    }
    return Ability(
      id: id, name: SafeText.clean(name),
      displayName: displayName(in: "en"),
      generation: generation?.linkedID, isMainSeries: isMainSeries ?? true,
      effect: EffectText(
        full: effect?.effect.map(Self.paragraph), short: effect?.shortEffect.map(Self.paragraph)),
      descriptions: descriptions(in: "en"),
      holders: holders.values.sorted { $0.id < $1.id })
  }

  /// The descriptions in `language`, else in English (`GameTexts`).
  func descriptions(in language: String) -> [GameText] {
    GameTexts.of(
      flavorTextEntries, in: language, language: \.language.code, group: \.versionGroup,
      text: \.flavorText)
  }

  private static func paragraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }
}
