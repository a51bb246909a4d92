/// Everything that can go wrong while answering a user, in terms a user can act on.
///
/// Every layer converts its own failures into one of these cases, so the presentation layer
/// can always say, in one line, what went wrong and where.
public enum PokedexError: Error, Hashable, Sendable {
  /// The server answered 404 for this URL.
  case notFound(url: String)
  /// The server asked us to slow down (429) or is overloaded (503); `retryAfter` is the
  /// wait in seconds its `Retry-After` header asked for, when it sent one.
  case serverBusy(url: String, status: Int, retryAfter: Int? = nil)
  /// The server failed (5xx) or answered with a status pokecli cannot use.
  case serverFailed(url: String, status: Int)
  /// No answer could be had: no route, connection refused, unknown host, and so on.
  case unreachable(url: String, reason: String)
  /// The server did not answer within the request timeout.
  case timedOut(url: String)
  /// The server answered, but not with the document expected.
  case invalidResponse(url: String, reason: String)
  /// The answer grew past `limit` bytes (decompressed); reading stopped there.
  case tooLarge(url: String, limit: Int)
  /// The base URL given to pokecli is not a usable http(s) URL.
  case invalidBaseURL(String)
  /// No entry of this kind answers to what the user typed; `suggestions` are the closest
  /// names. Every kind says "no <kind> named X — did you mean …" through this one case.
  case entryNotFound(EntryKind, EntryQuery, suggestions: [String])
  /// The API knows no generation of this number.
  case noSuchGeneration(Int)
  /// A name given to an option that none of its choices has (`--pokedex paldia`,
  /// `--category evolutin`): `noun` says what it should have named ("Pokédex", "item
  /// category"); `suggestions` are the closest choices, and `choices` all of them, for
  /// when none is close.
  case noSuchChoice(noun: String, given: String, suggestions: [String], choices: [String])
  /// A type asked of an older generation's chart that the generation did not have
  /// (Fairy in generation 5), with the generation that introduced it, when known.
  case typeNotInGeneration(PokemonType, generation: Int, introducedIn: Int?)
  /// Working offline, and `subject` is not in the cache.
  case notCached(CacheSubject)
  /// A file of the user's cannot be read; it is left exactly as it is.
  case unreadableFile(path: String, reason: String)
  /// A file could not be written (disk full, no permission).
  case storageFailed(path: String, reason: String)
  /// A search query that cannot be read (docs/search.md): the term at fault and why.
  case badQuery(QueryError)
  /// A search term the source cannot answer (`term`, as the query reads it): the built-in
  /// data answers every term; another API's documents do not say everything a term asks.
  case needsBuiltInData(term: String)
  /// A failure no other case describes; the reason is shown as it is.
  case unexpected(reason: String)
}

extension PokedexError {
  /// Whether the question itself is wrong (a query that cannot be read, a generation
  /// there never was): no source answers it and asking again cannot help. The commands
  /// say it as a usage error (exit 64).
  public var isBadArgument: Bool {
    switch self {
    case .noSuchGeneration, .badQuery: return true
    default: return false
    }
  }

  /// Whether PokeAPI could not be asked or did not answer usefully, so a cached copy,
  /// even a stale one, is the best answer left.
  public var isNetworkFailure: Bool {
    switch self {
    case .unreachable, .timedOut, .serverBusy, .serverFailed, .invalidResponse, .tooLarge:
      return true
    default: return false
    }
  }

  /// Whether this says pokecli is offline and something is not cached.
  public var isNotCached: Bool {
    if case .notCached = self { return true }
    return false
  }

  /// Whether this says the host could not be reached at all (no network, no such host).
  public var isUnreachable: Bool {
    if case .unreachable = self { return true }
    return false
  }

  /// Wraps any error in a `PokedexError`, keeping one that already is, so that state and
  /// actions can carry a `Result<_, PokedexError>` whatever an implementation threw.
  public init(_ error: any Error) {
    if let pokedexError = error as? PokedexError {
      self = pokedexError
    } else {
      self = .unexpected(reason: String(describing: error))
    }
  }
}
