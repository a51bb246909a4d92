import Domain
/// Abilities from PokeAPI itself: one `ability` document each, which names every Pokémon
/// that can have it. A name written another way (`lightningrod`) is found through the
/// list of every ability's name, as a move's is.
extension PokeAPIReader {
  /// The ability `query` names.
  func ability(_ query: EntryQuery) async throws -> Ability {
    try await entryDocument(AbilityDTO.self, of: .ability, kind: .ability, query).toDomain()
  }

  /// Ability `id`'s row, from its document.
  func abilityRow(_ id: Int) async throws -> AbilityRow {
    let ability = try await loader.load(AbilityDTO.self, from: endpoints.document(.ability, id))
      .toDomain()
    var row = AbilityRow(
      id: id, name: ability.name, displayName: ability.displayName,
      generation: ability.generation, pokemonCount: ability.holders.count,
      shortEffect: ability.effect.short)
    row.translations = ability.translations?.mapValues(\.name) ?? [:]
    return row
  }
}
