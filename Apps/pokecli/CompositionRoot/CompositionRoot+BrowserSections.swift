import Domain
import PokedexData
import Presentation

/// Where each of the browser's sections other than the Pokémon gets its rows and cards:
/// each kind's section as the registry of kinds declares it (`ShownKinds`), over the same
/// catalogs and repositories its commands read, so the browser can show nothing those
/// commands could not; and the favorites.
extension CompositionRoot {
  /// The sources of every section but the Pokémon, the favorites among the Pokémon
  /// `criteria` keep (`browse --type dragon --favorites`), the cards told as in `game`.
  func browserSources(within criteria: SearchCriteria, asIn game: GameGroup?) throws
    -> [BrowserSection: ReferenceSource]
  {
    var sources: [BrowserSection: ReferenceSource] = [
      .favorites: try favoritesSource(within: criteria)
    ]
    for kind in ShownKinds.all {
      if let section = kind.section, let source = try kind.browserSource(in: self, asIn: game) {
        sources[section] = source
      }
    }
    return sources
  }

  private func favoritesSource(within filters: SearchCriteria) throws -> ReferenceSource {
    let repository = try pokedexRepository()
    let favorites = try favoritesRepository()
    return ReferenceSource(
      page: { query, request in
        // Read on every page: the favorites change while the browser is open.
        let listing = ListFavorites(pokemon: repository, favorites: try favorites.favorites())
        var criteria = filters
        criteria.terms = SearchCriteria(terms: query.terms).terms
        criteria.sort = PokemonSort(rawValue: query.sort) ?? .number
        return try await listing.page(criteria, request).map(ReferenceRow.init(pokemon:))
      },
      card: nil)
  }
}
