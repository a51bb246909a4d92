import Domain
/// What every repository over PokeAPI's documents holds: a loader (retries, at most
/// `maxConcurrentRequests` at once, the documents this command already read) and the
/// API's addresses; and the one way an entry is found by name or number.
public struct PokeAPIReader: Sendable {
  let loader: DocumentLoader
  let endpoints: PokeAPIEndpoints

  public init(
    client: any HTTPClient, endpoints: PokeAPIEndpoints,
    maxConcurrentRequests: Int = RemotePokemonRepository.defaultMaxConcurrentRequests,
    retries: RetryPolicy = .standard, recentDocuments: RecentBodies? = nil
  ) {
    self.loader = DocumentLoader(
      client: client, maxConcurrentRequests: maxConcurrentRequests, retries: retries,
      recent: recentDocuments)
    self.endpoints = endpoints
  }

  /// Document `id` of `resource`, refused before anything is built or cached from it
  /// unless it says it is that id: a server answering `move/85` with another move's
  /// document would otherwise have that move listed, and cached, as #85. `remembering`
  /// is the loader's: whether the run keeps the document for a later ask.
  func document<Document: Decodable & Sendable>(
    _ type: Document.Type, of resource: PokeAPIResource, id: Int, remembering: Bool = true
  ) async throws -> Document {
    let url = endpoints.document(resource, id)
    let answer = try await loader.load(
      IdentifiedDTO<Document>.self, from: url, remembering: remembering)
    try AnswerCheck.require(id: answer.id, toAnswer: id, at: url)
    return answer.document
  }

  /// The `resource` document `query` names.
  ///
  /// A name PokeAPI does not know (`willowisp`) is looked up in the list of every name of
  /// the resource: one spelled the same but for hyphens and spaces is loaded instead, by
  /// its number; otherwise the error carries the closest names.
  /// - Throws: `PokedexError.entryNotFound(kind, query, suggestions:)` when none matches.
  func entryDocument<Document: Decodable & Sendable>(
    _ type: Document.Type, of resource: PokeAPIResource, kind: EntryKind, _ query: EntryQuery
  ) async throws -> Document {
    do {
      return try await loader.load(type, from: endpoints.document(resource, query.pathComponent))
    } catch PokedexError.notFound {
      guard case .name(let slug) = query else {
        throw PokedexError.entryNotFound(kind, query, suggestions: [])
      }
      // The list is a courtesy: if it cannot be had, say so without suggestions.
      let names = (try? await everyName(of: resource)) ?? []
      let compact = NameNormalizer.compact(slug)
      if let listed = names.first(where: { NameNormalizer.compact($0.name) == compact }),
        let id = ResourceID.trailingNumber(of: listed.url)
      {
        // By its number: the spelling the list gives may still not be a path this
        // server knows.
        return try await entryDocument(type, of: resource, kind: kind, .number(id))
      }
      throw PokedexError.entryNotFound(
        kind, query, suggestions: NameSuggestions.closest(to: slug, in: names.map(\.name)))
    }
  }

  /// Every slug of `resource` and its link, from one request.
  func everyName(of resource: PokeAPIResource) async throws
    -> [(name: String, url: String)]
  {
    let url = endpoints.list(resource, limit: RemotePokemonRepository.everything)
    return try await loader.load(PokemonListPageDTO.self, from: url).results.map {
      ($0.name, $0.url)
    }
  }
}
