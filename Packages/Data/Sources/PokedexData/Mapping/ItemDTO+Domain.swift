import Domain
extension ItemDTO: NamedTextsDocument {
  var textLanguages: Set<String> { Set((flavorTextEntries ?? []).map(\.language.code)) }

  /// The item as Domain has it over the network. Every outside string is made safe to
  /// print. The document names its category, fling effect, attributes and games by slug
  /// alone, so they are shown title cased; its pocket and the evolutions it brings about
  /// are in other documents (a category's, the evolution chains') and are left out: the
  /// built-in data has them. A berry's facts are added by `PokeAPIReader.item` from the
  /// berry's own document.
  /// It carries its name and game texts in every other language the document speaks.
  func toDomain(id fallback: Int) -> Item {
    translating(english(id: fallback))
  }

  private func english(id fallback: Int) -> Item {
    let effect = effectEntries?.first { $0.language.name == "en" }
    return Item(
      id: id ?? fallback, name: SafeText.clean(name),
      displayName: displayName(in: "en"),
      category: category.map(Self.named), pocket: nil,
      // As the built-in data keeps it: newer documents give prices per game instead.
      cost: cost ?? prices?.last?.purchasePrice, flingPower: flingPower,
      flingEffect: flingEffect.map(Self.named), attributes: (attributes ?? []).map(Self.named),
      effect: EffectText(
        full: effect?.effect.map(ItemEffectText.paragraph),
        short: effect?.shortEffect.map(ItemEffectText.paragraph)),
      descriptions: descriptions(in: "en"),
      heldBy: (heldByPokemon ?? []).compactMap { holder -> ItemHolder? in
        guard let id = holder.pokemon.linkedID else { return nil }
        let slug = SafeText.clean(holder.pokemon.name)
        return ItemHolder(
          pokemonID: id, pokemon: slug, displayName: DisplayName.titleCased(slug),
          rarities: holder.versionDetails
            .sorted { ($0.version.linkedID ?? 0) < ($1.version.linkedID ?? 0) }
            .map { HeldRarity(version: SafeText.clean($0.version.name), rarity: $0.rarity) })
      }.sorted { $0.pokemonID < $1.pokemonID },
      evolutions: [], berry: nil)
  }

  /// The descriptions in `language`, else in English (`GameTexts`).
  func descriptions(in language: String) -> [GameText] {
    GameTexts.of(
      flavorTextEntries, in: language, language: \.language.code, group: \.versionGroup,
      text: \.text)
  }

  private static func named(_ link: NamedAPIResourceDTO) -> NamedSlug {
    let slug = SafeText.clean(link.name)
    return NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug))
  }

  private static func paragraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }
}
