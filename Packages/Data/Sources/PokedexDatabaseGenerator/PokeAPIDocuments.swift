import Domain
/// Every document of a PokeAPI resource, for the generator of the built-in database: the
/// resource's whole list, then each document, decoded as the caller's DTO.
///
/// It asks through a `DocumentLoader`, so the requests stay within its bound and are
/// retried as any other; from the corpus folder a "request" is a file read.
public struct PokeAPIDocuments: Sendable {
  public let endpoints: PokeAPIEndpoints
  private let loader: DocumentLoader

  /// Reads the API `endpoints` names through `client`, `maxConcurrentRequests` at a time.
  public init(client: any HTTPClient, endpoints: PokeAPIEndpoints, maxConcurrentRequests: Int = 8) {
    self.endpoints = endpoints
    self.loader = DocumentLoader(client: client, maxConcurrentRequests: maxConcurrentRequests)
  }

  /// The ids and names of every document of `resource`, by id.
  public func list(_ resource: PokeAPIResource) async throws -> [PokemonIndexEntry] {
    let page = try await loader.load(
      ListDTO.self, from: endpoints.list(resource, limit: 100_000))
    return page.results.compactMap { entry in
      ResourceID.trailingNumber(of: entry.url).map {
        PokemonIndexEntry(id: $0, name: entry.name ?? "")
      }
    }.sorted { $0.id < $1.id }
  }

  /// One document of `resource`.
  public func document<Document: Decodable & Sendable>(
    _ type: Document.Type, _ resource: PokeAPIResource, id: Int
  ) async throws -> Document {
    try await loader.load(type, from: endpoints.document(resource, id))
  }

  /// Every document of `resource`, with its id, in the order of the ids.
  public func all<Document: Decodable & Sendable>(
    _ type: Document.Type, _ resource: PokeAPIResource
  ) async throws -> [(id: Int, document: Document)] {
    let ids = try await list(resource).map(\.id)
    let documents = try await OrderedConcurrency.map(ids) { [self] id in
      try await document(type, resource, id: id)
    }
    return Array(zip(ids, documents)).map { (id: $0.0, document: $0.1) }
  }
}

/// A resource's list; some resources' entries (evolution chains, machines) have no name.
private struct ListDTO: Decodable, Sendable {
  struct Entry: Decodable, Sendable {
    let name: String?
    let url: String
  }
  let results: [Entry]
}
