import Domain
/// Abilities from PokeAPI itself: one `ability` document each, which names every Pokémon
/// that can have it. A name written another way (`lightningrod`) is found through the
/// list of every ability's name, as a move's is.
public struct RemoteAbilityRepository: EntryRepository {
  let reader: PokeAPIReader

  public init(reader: PokeAPIReader) {
    self.reader = reader
  }

  public var kind: EntryKind { .ability }

  public func entry(_ query: EntryQuery) async throws -> Ability {
    try await reader.entryDocument(AbilityDTO.self, of: .ability, kind: .ability, query)
      .toDomain()
  }
}
