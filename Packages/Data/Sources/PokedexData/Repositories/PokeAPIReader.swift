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

  /// Reads from `loader` at `endpoints`: what a repository holding both already has.
  init(loader: DocumentLoader, endpoints: PokeAPIEndpoints) {
    self.loader = loader
    self.endpoints = endpoints
  }

  /// Document `id` of `resource` (`answer`'s check: it must say it is that id).
  func document<Document: Decodable & Sendable>(
    _ type: Document.Type, of resource: PokeAPIResource, id: Int, remembering: Bool = true
  ) async throws -> Document {
    try await answer(type, of: resource, .number(id), remembering: remembering).document
  }

  /// `resource`'s document at the path `query` names, a slug or a number.
  func answer<Document: Decodable & Sendable>(
    _ type: Document.Type, of resource: PokeAPIResource, _ query: EntryQuery,
    remembering: Bool = true
  ) async throws -> AnsweredDTO<Document> {
    try await answer(
      type, at: endpoints.document(resource, query.pathComponent), answering: query,
      remembering: remembering)
  }

  /// The document at `url`, refused before anything is built or cached from it unless it
  /// says it is the one `query` asks for (`AnswerCheck`): a server answering `move/85`
  /// with another move's document would otherwise have that move shown, and cached, as
  /// #85. Every entry a user names (a card of any kind, a learnset, who learns a move),
  /// every row of a list read by number, machines and learners go through here, so a new
  /// kind cannot forget the check. `remembering` is the loader's: whether the run keeps
  /// the document for a later ask.
  func answer<Document: Decodable & Sendable>(
    _ type: Document.Type, at url: URL, answering query: EntryQuery, remembering: Bool = true
  ) async throws -> AnsweredDTO<Document> {
    let answer = try await loader.load(
      AnsweredDTO<Document>.self, from: url, remembering: remembering)
    try AnswerCheck.require(id: answer.id, name: answer.name, toAnswer: query, at: url)
    return answer
  }

  /// The `resource` document `query` names, checked as `answer` checks it.
  ///
  /// A name PokeAPI does not know (`willowisp`) is looked up in the list of every name of
  /// the resource: one spelled the same but for hyphens and spaces is loaded instead, by
  /// its number; otherwise the error carries the closest names.
  /// - Throws: `PokedexError.entryNotFound(kind, query, suggestions:)` when none matches.
  func entryDocument<Document: Decodable & Sendable>(
    _ type: Document.Type, of resource: PokeAPIResource, kind: EntryKind, _ query: EntryQuery
  ) async throws -> AnsweredDTO<Document> {
    do {
      return try await answer(type, of: resource, query)
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
        // server knows. The answer must still be the entry named: a list that gives
        // another entry's link for the name would otherwise have it cached as this one.
        let url = endpoints.document(resource, id)
        let found = try await answer(type, at: url, answering: .number(id))
        try AnswerCheck.require(id: found.id, name: found.name, toAnswer: query, at: url)
        return found
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
