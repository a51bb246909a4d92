/// Paging through the favorites, narrowed and ordered like the whole Pokédex.
///
/// Plain favorites need no national list: their summaries come straight from the
/// repository (the cache, usually, as adding a favorite cached its summary). When one
/// cannot be had at all (offline, nothing cached), the favorite is still listed from what
/// the favorites file keeps, without its types: favorites never disappear from view.
public struct ListFavorites: Sendable {
  private let pokemon: any PokemonRepository
  private let favorites: [Favorite]

  public init(pokemon: any PokemonRepository, favorites: [Favorite]) {
    self.pokemon = pokemon
    self.favorites = favorites
  }

  /// A page of the favorites matching `criteria`.
  public func page(
    _ criteria: SearchCriteria, _ request: PageRequest
  ) async throws -> Page<PokemonSummary> {
    guard !favorites.isEmpty else {
      return Page(items: [], offset: request.offset, limit: request.limit, totalCount: 0)
    }
    if !criteria.isEverything {
      var narrowed = criteria
      // Favorites among the Pokémon `criteria` already keeps (those with an ability).
      let favoriteIDs = Set(favorites.map(\.id))
      narrowed.onlyIDs = criteria.onlyIDs.map { $0.intersection(favoriteIDs) } ?? favoriteIDs
      return try await SearchPokedex(pokemon: pokemon).page(narrowed, request)
    }
    let slice = Array(favorites.dropFirst(request.offset).prefix(request.limit))
    let summaries: [PokemonSummary]
    do {
      summaries = try await pokemon.summaries(
        slice.map { PokemonIndexEntry(id: $0.id, name: $0.name) })
    } catch let error as PokedexError where error.isNetworkFailure || error.isNotCached {
      summaries = slice.map(\.summaryWithoutTypes)
    }
    return Page(
      items: summaries, offset: request.offset, limit: request.limit,
      totalCount: favorites.count)
  }
}

extension Favorite {
  /// What the favorites file alone says of this Pokémon: no types.
  var summaryWithoutTypes: PokemonSummary {
    PokemonSummary(id: id, name: name, displayName: displayName, speciesID: id, types: [])
  }
}
