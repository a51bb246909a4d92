import Foundation

/// `pokecli nature`: every nature, or the one a name names.
public struct LookUpNatures: Sendable {
  let repository: any NatureRepository

  public init(repository: any NatureRepository) {
    self.repository = repository
  }

  /// Every nature, or (when `name` is given) the one it names, forgiving as Pokémon
  /// names are (`BOLD`, ` bold `).
  /// - Throws: `PokedexError.entryNotFound(.nature, …)` with the nearest names when
  ///   `name` names none.
  public func natures(named name: String?) async throws -> [Nature] {
    let all = try await repository.natures()
    guard let name else { return all }
    let compact = NameNormalizer.compact(name)
    if let nature = all.first(where: { NameNormalizer.compact($0.name) == compact }) {
      return [nature]
    }
    let slug = NameNormalizer.slug(name)
    throw PokedexError.entryNotFound(
      .nature, .name(slug), suggestions: NameSuggestions.closest(to: slug, in: all.map(\.name)))
  }
}
