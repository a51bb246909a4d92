import Domain
import Foundation

extension PokemonList {
  /// Loads pages of the favorites, narrowed and ordered by `criteria`.
  ///
  /// Plain favorites need no national list: their rows come straight from the repository
  /// (the cache, usually, as adding a favorite cached its row). When a row cannot be had
  /// at all (offline, nothing cached), the favorite is still listed from what the
  /// favorites file keeps, without its types: favorites never disappear from view.
  public static func favorites(
    pokemon: any PokemonRepository, favorites: [Favorite], criteria: SearchCriteria
  ) -> @Sendable (PageRequest) async throws -> Page<PokemonSummary> {
    { request in
      guard !favorites.isEmpty else {
        return Page(items: [], offset: request.offset, limit: request.limit, totalCount: 0)
      }
      if !criteria.isEverything {
        var narrowed = criteria
        narrowed.onlyIDs = Set(favorites.map(\.id))
        return try await pokemon.find(narrowed, page: request)
      }
      let slice = Array(favorites.dropFirst(request.offset).prefix(request.limit))
      let rows: [PokemonSummary]
      do {
        rows = try await pokemon.summaries(slice.map { PokemonIndexEntry(id: $0.id, name: $0.name) })
      } catch let error as PokedexError where error.isNetworkFailure || error.isNotCached {
        rows = slice.map {
          PokemonSummary(
            id: $0.id, name: $0.name, displayName: $0.displayName, speciesID: $0.id, types: [])
        }
      }
      return Page(
        items: rows, offset: request.offset, limit: request.limit, totalCount: favorites.count)
    }
  }
}

extension PokedexError {
  /// Whether this says `--offline` was given and something is not cached.
  var isNotCached: Bool {
    if case .notCached = self { return true }
    return false
  }
}
