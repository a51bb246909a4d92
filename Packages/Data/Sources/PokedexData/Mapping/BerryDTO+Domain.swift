import Domain
extension BerryDTO {
  /// The berry as Domain has it, every outside string made safe to print. Its firmness
  /// and flavors are named from their slugs in title case: their English names are
  /// exactly that ("Very Soft", "Spicy"), and reading them would cost ten more documents.
  /// Flavors of potency 0 are left out; the rest keep the flavors' order.
  func toDomain() -> Berry {
    Berry(
      name: SafeText.clean(name), firmness: firmness.map(Self.named), size: size,
      maxHarvest: maxHarvest, growthTime: growthTime,
      naturalGiftType: naturalGiftType.map { PokemonType(slug: SafeText.clean($0.name)) },
      naturalGiftPower: naturalGiftPower,
      flavors: (flavors ?? [])
        .filter { $0.potency > 0 }
        .sorted { ($0.flavor.linkedID ?? 0) < ($1.flavor.linkedID ?? 0) }
        .map { BerryFlavor(flavor: Self.named($0.flavor), potency: $0.potency) })
  }

  /// The berry's row in `pokecli berries`. The document names its item by slug alone;
  /// the item's English name is that slug in title case for every berry PokeAPI has
  /// ("Cheri Berry"), so the row does not cost the item's document too.
  func row(number fallback: Int) -> BerryRow {
    let item = SafeText.clean(self.item.name)
    return BerryRow(
      number: id ?? fallback, item: item, displayName: DisplayName.titleCased(item),
      berry: toDomain())
  }

  private static func named(_ link: NamedAPIResourceDTO) -> NamedSlug {
    let slug = SafeText.clean(link.name)
    return NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug))
  }
}
