import Domain

/// One stored kind's list rows from PokeAPI itself, for its list over another API: the
/// kind gives its slugs for some criteria (every entry's, from the list of names; or
/// fewer, as the moves a Pokémon learns) and how one row is read
/// (`KindStorage.remoteSlugs` and `remoteRow`).
///
/// A page that needs only the slugs (`SlugCriteria.needsOnlyNames`: words, in number
/// order) costs the list of names (1 request, cached, shared with `find`) and the page's
/// documents; anything else needs every entry's document the first time. Each row is kept
/// in the cache (`move-row/85`), so a later run asks nothing.
public struct RemoteCatalog<Kind: StoredKind>: EntryCatalog {
  let slugs: @Sendable (Kind.Criteria) async throws -> [ReferenceHit]
  let cached: CachedRows<Kind.Row>

  public init(source: RemoteListSource) {
    let storage = Kind.storage
    slugs = { try await storage.remoteSlugs(source, $0) }
    cached = source.rows(of: Kind.entryKind, fetch: storage.remoteRow(source))
  }

  public func rows(for criteria: Kind.Criteria) async throws -> [Kind.Row] {
    try await cached.rows(try await slugs(criteria).map(\.id))
  }

  public func page(_ criteria: Kind.Criteria, _ request: PageRequest) async throws
    -> Page<Kind.Row>?
  {
    guard criteria.needsOnlyNames else { return nil }
    let matching = SlugSearch.filter(
      names: try await slugs(criteria), terms: criteria.terms, reversed: criteria.reversed)
    return try await cached.page(of: matching, request)
  }
}

/// Moves from PokeAPI itself, for `pokecli moves` over another API.
public typealias RemoteMoveCatalog = RemoteCatalog<Move>
/// Abilities from PokeAPI itself, for `pokecli abilities` over another API.
public typealias RemoteAbilityCatalog = RemoteCatalog<Ability>
/// Items from PokeAPI itself, for `pokecli items` over another API (`berries` is
/// `RemoteBerryCatalog`'s: a berry's facts are in its `berry` document).
public typealias RemoteItemCatalog = RemoteCatalog<Item>
