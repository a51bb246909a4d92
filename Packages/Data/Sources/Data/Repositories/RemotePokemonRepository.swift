import Domain
import Foundation

/// Answers from PokeAPI itself, over any `HTTPClient`.
///
/// A page costs one request for the list, then one per row for its `pokemon` document and
/// one per distinct species for its `pokemon-species` document (for the English name):
/// at most 41 for a page of 20. A card is described in `PokemonCardLoader`. Everything
/// loads as concurrently as its dependencies allow, with at most `maxConcurrentRequests`
/// requests in flight, and comes back in list order.
public struct RemotePokemonRepository: PokemonRepository {
  /// How many requests may be in flight at once unless told otherwise.
  public static let defaultMaxConcurrentRequests = 8

  private let loader: DocumentLoader
  private let endpoints: PokeAPIEndpoints

  /// Creates a repository reading the API at `endpoints` through `client`.
  public init(
    client: any HTTPClient,
    endpoints: PokeAPIEndpoints,
    maxConcurrentRequests: Int = RemotePokemonRepository.defaultMaxConcurrentRequests
  ) {
    self.loader = DocumentLoader(client: client, maxConcurrentRequests: maxConcurrentRequests)
    self.endpoints = endpoints
  }

  // MARK: - PokemonRepository

  public func page(_ request: PageRequest) async throws -> Page<PokemonSummary> {
    let listURL = endpoints.pokemonList(request)
    let list = try await loader.load(PokemonListPageDTO.self, from: listURL)
    let rowURLs = try list.results.map { try endpoints.resolve($0.url, foundIn: listURL) }
    let species = SharedLoads<PokemonSpeciesDTO>()
    let summaries = try await OrderedConcurrency.map(rowURLs) { [loader, endpoints] url in
      let pokemon = try await loader.load(PokemonDTO.self, from: url)
      let speciesURL = try endpoints.resolve(pokemon.species.url, foundIn: url)
      let speciesDTO = try await species.value(for: speciesURL) {
        try await loader.load(PokemonSpeciesDTO.self, from: speciesURL)
      }
      return pokemon.toSummary(species: speciesDTO)
    }
    return Page(
      items: summaries, offset: request.offset, limit: request.limit, totalCount: list.count)
  }

  public func pokemon(_ query: PokemonQuery) async throws -> Pokemon {
    try await PokemonCardLoader(loader: loader, endpoints: endpoints).card(for: query)
  }
}
