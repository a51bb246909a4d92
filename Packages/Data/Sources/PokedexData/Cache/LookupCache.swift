import Domain
/// Keeps the tables pokecli builds from many PokeAPI documents at once between runs: which
/// types each Pokémon has (from the eighteen type documents) and which species each slug
/// names (from the species list), so a later page of the list needs neither again.
///
/// A table is used while fresh under the cache's rule; a stale one is rebuilt, and stands
/// in when PokeAPI cannot be reached. A failure to read or write one only costs requests:
/// what a table lacks (a Pokémon newer than it) is read from that Pokémon's own document.
public struct LookupCache: Sendable {
  private let shelf: CacheShelf

  /// Creates a cache of tables in `storage`, under `policy`'s freshness and clock.
  public init(storage: any DocumentStorage, policy: CachePolicy) {
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: { _ in })
  }

  /// The table kept as `name`, or `build`'s, which is then kept.
  func table<Table: Codable & Sendable>(
    _ name: String, build: () async throws -> Table
  ) async throws -> Table {
    guard let key = try? CacheKeys.lookup(name) else { return try await build() }
    switch shelf.lookup(Table.self, key) {
    case .fresh(let table):
      return table
    case .stale(let table, _):
      do {
        let fresh = try await build()
        shelf.put(fresh, key)
        return fresh
      } catch let error as PokedexError where error.isNetworkFailure {
        return table
      }
    case .missing:
      let fresh = try await build()
      shelf.put(fresh, key)
      return fresh
    }
  }
}
