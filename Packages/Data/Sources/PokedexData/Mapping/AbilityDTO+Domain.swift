import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension AbilityDTO {
  /// The ability as Domain has it. Every outside string is made safe to print. The games'
  /// groups carry their id as their order, and the holders' names are their slugs title
  /// cased: the document names no more, and a request per holder would cost hundreds.
  func toDomain() -> Ability {
    let english = toDomain(language: "en")
    let languages = GameTexts.languages(
      names?.languages ?? [], Set((flavorTextEntries ?? []).map(\.language.code)))
    return english.translated(into: languages.sorted()) { language in
      var wording = english.wording
      wording.name = displayName(in: language)
      wording.descriptions = descriptions(in: language)
      return english.worded(wording)
    }
  }

  private func displayName(in language: String) -> String {
    names?.name(in: language).map { SafeText.clean($0) } ?? DisplayName.titleCased(name)
  }

  private func toDomain(language: String) -> Ability {
    let english = effectEntries?.first { $0.language.name == "en" }
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
      displayName: displayName(in: language),
      generation: generation?.linkedID, isMainSeries: isMainSeries ?? true,
      effect: EffectText(
        full: english?.effect.map(Self.paragraph), short: english?.shortEffect.map(Self.paragraph)),
      descriptions: descriptions(in: language),
      holders: holders.values.sorted { $0.id < $1.id })
  }

  /// The descriptions in `language`, else in English (`GameTexts`).
  private func descriptions(in language: String) -> [GameText] {
    GameTexts.of(
      flavorTextEntries, in: language, language: \.language.code, group: \.versionGroup,
      text: \.flavorText)
  }

  private static func paragraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }
}
