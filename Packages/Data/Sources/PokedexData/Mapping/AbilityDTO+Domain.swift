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
      displayName: (names?.english).map { SafeText.clean($0) } ?? DisplayName.titleCased(name),
      generation: generation?.linkedID, isMainSeries: isMainSeries ?? true,
      effect: EffectText(
        full: english?.effect.map(Self.paragraph), short: english?.shortEffect.map(Self.paragraph)),
      descriptions: descriptions,
      holders: holders.values.sorted { $0.id < $1.id })
  }

  /// The English descriptions, one per group (the first PokeAPI gives for a group, as the
  /// database keeps it), oldest group first.
  private var descriptions: [GameText] {
    var byGroup: [String: GameText] = [:]
    for entry in flavorTextEntries ?? [] where entry.language.name == "en" {
      guard let link = entry.versionGroup else { continue }
      let group = GameGroup(slug: SafeText.clean(link.name), order: link.linkedID ?? 0)
      guard byGroup[group.slug] == nil else { continue }
      byGroup[group.slug] = GameText(game: group, text: Self.paragraph(entry.flavorText))
    }
    return byGroup.values.sorted { $0.game < $1.game }
  }

  private static func paragraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }
}
