/// `pokecli items`: the page of items that match some criteria.
public struct ListItems: Sendable {
  let catalog: any ItemCatalog

  public init(catalog: any ItemCatalog) {
    self.catalog = catalog
  }

  /// The rows of `criteria` in `request`'s slice, with how many match in all.
  /// - Throws: `PokedexError.unexpected` saying so, with the nearest names, for a
  ///   category or pocket no item has.
  public func page(_ criteria: ItemCriteria, _ request: PageRequest) async throws
    -> Page<ItemRow>
  {
    if let page = try await catalog.page(criteria, request) { return page }
    let rows = try await catalog.rows()
    try Self.check(criteria.category, noun: "item category", among: ItemSearch.choices(rows, \.category))
    try Self.check(criteria.pocket, noun: "pocket", among: ItemSearch.choices(rows, \.pocket))
    return Page.slice(of: ItemSearch.filter(rows, by: criteria), request)
  }

  private static func check(_ value: String?, noun: String, among choices: [String]) throws {
    guard let value, !choices.contains(value) else { return }
    throw PokedexError.noSuchChoice(
      noun: noun, given: value, suggestions: NameSuggestions.closest(to: value, in: choices),
      choices: choices)
  }
}
