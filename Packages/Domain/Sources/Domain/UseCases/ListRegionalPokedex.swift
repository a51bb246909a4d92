/// `pokecli list --pokedex`: a page of a regional Pokédex in its own order.
public struct ListRegionalPokedex: Sendable {
  let catalog: any RegionalPokedexCatalog
  let names: (any PokedexNameIndex)?

  /// `names` finds a Pokédex by its name in any language where its slug does not.
  public init(catalog: any RegionalPokedexCatalog, names: (any PokedexNameIndex)? = nil) {
    self.catalog = catalog
    self.names = names
  }

  /// `request`'s slice of the Pokédex `name` names: its slug, folded (`Paldea` →
  /// `paldea`), or its name in any language (`Let’s Go Kanto`, `Original Hoenn`).
  /// - Throws: `PokedexError.noSuchChoice` with the nearest names for a name no Pokédex
  ///   has.
  public func page(_ name: String, _ request: PageRequest) async throws -> Page<RegionalEntry> {
    let slug = NameNormalizer.slug(name)
    if let page = try await catalog.page(of: slug, request) { return page }
    if let named = try await names?.pokedexSlug(named: name), named != slug,
      let page = try await catalog.page(of: named, request)
    {
      return page
    }
    let names = try await catalog.pokedexNames()
    throw PokedexError.noSuchChoice(
      noun: "Pokédex", given: slug, suggestions: NameSuggestions.closest(to: slug, in: names),
      choices: names)
  }
}
