import Domain
/// The name of every entry of every kind from PokeAPI itself, for the search over
/// everything: one list request per kind, each kept in the cache, so a warm search
/// asks nothing.
///
/// The lists give slugs, not names: each entry is named from its slug in title case
/// ("Thunder Stone", "Mr Mime"), since its English name would cost its document (about
/// 4,500 of them for everything).
extension RemoteTables: ReferenceCatalog {
  public func everyEntry() async throws -> [ReferenceHit] {
    try await OrderedConcurrency.map(EntryKind.allCases) { kind in
      try await hits(of: kind)
    }.flatMap { $0 }
  }

  /// Every entry of `kind`, named from its slug, in number order: one list request, kept
  /// in the cache (`every/<kind>-names`). Offline, what the cache holds, or `notCached`.
  public func hits(of kind: EntryKind) async throws -> [ReferenceHit] {
    guard let cache else { return try await loadNames(of: kind) }
    return try await cache.value(.names(kind)) { try await loadNames(of: kind) }
  }

  private func loadNames(of kind: EntryKind) async throws -> [ReferenceHit] {
    let battleTypes = Set(PokemonType.allKnown.map(\.slug))
    return try await reader.everyName(of: Self.resource(of: kind)).compactMap { name, url in
      let slug = name.safe
      guard let id = ResourceID.trailingNumber(of: url),
        kind != .type || battleTypes.contains(slug)
      else { return nil }
      return ReferenceHit(kind: kind, id: id, name: slug, displayName: DisplayName.titleCased(slug))
    }.sorted { $0.id < $1.id }
  }

  /// The PokeAPI resource that lists `kind`: the one it is named for (`move`, `ability`);
  /// `ShownKindsTests` holds every kind's to a resource pokecli declares.
  static func resource(of kind: EntryKind) -> PokeAPIResource {
    PokeAPIResource(kind.rawValue)
  }
}
