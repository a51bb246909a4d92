import Domain
/// Abilities from PokeAPI itself, for `pokecli abilities` over another API.
///
/// A page in number order (words included: they match slugs) costs the list of names (1
/// request, cached, shared with `find`) and the page's ability documents; `--generation`
/// and the orders by name or by holders need every ability's document the first time
/// (about 370 requests). Each ability is kept in the cache as its row (`ability-row/26`),
/// so a later run asks nothing.
public struct RemoteAbilityCatalog: EntryCatalog {
  public typealias Kind = Ability

  let names: RemoteReferenceCatalog
  let cached: CachedRows<AbilityRow>

  public init(source: RemoteListSource) {
    self.names = source.names
    self.cached = source.rows(of: .ability) { [reader = source.reader] id in
      try await Self.row(id, reader: reader)
    }
  }

  public func rows(for criteria: AbilityCriteria) async throws -> [AbilityRow] {
    try await cached.rows(try await names.hits(of: .ability).map(\.id))
  }

  public func page(_ criteria: AbilityCriteria, _ request: PageRequest) async throws
    -> Page<AbilityRow>?
  {
    guard AbilitySearch.needsOnlyNames(criteria) else { return nil }
    let matching = AbilitySearch.filter(names: try await names.hits(of: .ability), by: criteria)
    return try await cached.page(of: matching, request)
  }

  /// Ability `id`'s row, from its document.
  private static func row(_ id: Int, reader: PokeAPIReader) async throws -> AbilityRow {
    let ability = try await reader.loader.load(
      AbilityDTO.self, from: reader.endpoints.document(.ability, id)
    ).toDomain()
    var row = AbilityRow(
      id: id, name: ability.name, displayName: ability.displayName,
      generation: ability.generation, pokemonCount: ability.holders.count,
      shortEffect: ability.effect.short)
    row.translations = ability.translations?.mapValues(\.name) ?? [:]
    return row
  }
}
