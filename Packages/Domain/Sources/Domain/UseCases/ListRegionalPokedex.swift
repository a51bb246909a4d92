/// `pokecli list --pokedex`: a page of a regional Pokédex in its own order.
public struct ListRegionalPokedex: Sendable {
  let catalog: any RegionalPokedexCatalog

  public init(catalog: any RegionalPokedexCatalog) {
    self.catalog = catalog
  }

  /// `request`'s slice of the Pokédex `name` names (folded: `Paldea` → `paldea`).
  /// - Throws: `PokedexError.noSuchChoice` with the nearest names for a name no Pokédex
  ///   has.
  public func page(_ name: String, _ request: PageRequest) async throws -> Page<RegionalEntry> {
    let slug = NameNormalizer.slug(name)
    if let page = try await catalog.page(of: slug, request) { return page }
    let names = try await catalog.pokedexNames()
    throw PokedexError.noSuchChoice(
      noun: "Pokédex", given: slug, suggestions: NameSuggestions.closest(to: slug, in: names),
      choices: names)
  }
}
