import Domain
/// Berries from PokeAPI itself, for `pokecli berries` over another API: the list of
/// berries and every `berry` document (69 requests against PokeAPI's 68 berries), kept in
/// the cache as one value (`every/berry`), so a later run, any page and any words, asks
/// nothing. Reading them all costs a few requests more than a page would, and there are
/// few enough berries that one value with one freshness is the simpler contract.
public struct RemoteBerryCatalog: BerryCatalog {
  let reader: PokeAPIReader
  let cache: ReferenceCache?

  public init(source: RemoteListSource) {
    self.reader = source.reader
    self.cache = source.cache
  }

  public func berries() async throws -> [BerryRow] {
    guard let cache else { return try await load() }
    return try await cache.value(.berries) { try await load() }
  }

  /// Every berry's row, in the berries' order (at most the loader's bound in flight).
  private func load() async throws -> [BerryRow] {
    let ids = try await reader.everyName(of: .berry)
      .compactMap { ResourceID.trailingNumber(of: $0.url) }.sorted()
    return try await OrderedConcurrency.map(ids) { [reader] id in
      try await reader.document(BerryDTO.self, of: .berry, id: id).row(number: id)
    }.sorted { $0.number < $1.number }
  }
}
