/// `pokecli nature [<name>]`: every nature as one table, or the one a query names.
///
/// The table and one nature come from two repositories because over the network they
/// cost differently: the table is every nature's document (26 requests), one nature is
/// its own document (1 request), cached as any other entry is.
public struct LookUpNatures: Sendable {
  let table: any NatureRepository
  let entries: any EntryRepository<Nature>

  public init(table: any NatureRepository, entries: any EntryRepository<Nature>) {
    self.table = table
    self.entries = entries
  }

  /// Every nature, or (when `query` is given) the one it names.
  /// - Throws: `PokedexError.entryNotFound(.nature, …)` with the nearest names when
  ///   `query` names none.
  public func natures(_ query: EntryQuery?) async throws -> [Nature] {
    guard let query else { return try await table.natures() }
    return [try await entries.entry(query)]
  }
}

extension Nature {
  /// The nature `query` names among `natures`: by its number, or by its name written in
  /// any case, spacing or punctuation (`BOLD`, ` bold `).
  /// - Throws: `PokedexError.entryNotFound(.nature, query, suggestions:)` with the
  ///   nearest names when none matches.
  public static func named(_ query: EntryQuery, in natures: [Nature]) throws -> Nature {
    let found: Nature?
    switch query {
    case .number(let id): found = natures.first { $0.id == id }
    case .name(let slug):
      let compact = NameNormalizer.compact(slug)
      found = natures.first { NameNormalizer.compact($0.name) == compact }
    }
    if let found { return found }
    let suggestions: [String]
    if case .name(let slug) = query {
      suggestions = NameSuggestions.closest(to: slug, in: natures.map(\.name))
    } else {
      suggestions = []
    }
    throw PokedexError.entryNotFound(.nature, query, suggestions: suggestions)
  }
}
