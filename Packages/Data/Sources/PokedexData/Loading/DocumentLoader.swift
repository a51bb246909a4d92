import Domain
/// Fetches a PokeAPI document and decodes it, turning every failure into a `PokedexError`
/// that names the URL: a body that is not the JSON expected never surfaces as a bare
/// `DecodingError`.
///
/// Copies of a loader share one `RequestLimiter` and one `BusyGate`, so all the requests
/// they make together stay within `maxConcurrentRequests` and slow down together when the
/// server says it is busy. A failure that may pass is retried after a jittered wait (see
/// `RetryPolicy`), outside the limiter, so a waiting retry holds no place. Every body is
/// capped at `maxDocumentBytes`.
public struct DocumentLoader: Sendable {
  private let client: any HTTPClient
  private let limiter: RequestLimiter
  private let gate = BusyGate()
  private let retries: RetryPolicy
  private let maxDocumentBytes: Int
  private let recent: RecentBodies?

  /// Creates a loader that fetches through `client`, `maxConcurrentRequests` at a time.
  /// - Parameter recent: the bodies other loaders of the same command fetched last, to
  ///   answer from before asking (and to add to); `nil` to always ask.
  public init(
    client: any HTTPClient, maxConcurrentRequests: Int, retries: RetryPolicy = .standard,
    maxDocumentBytes: Int = HTTPClientLimits.document, recent: RecentBodies? = nil
  ) {
    self.client = client
    self.limiter = RequestLimiter(limit: maxConcurrentRequests)
    self.retries = retries
    self.maxDocumentBytes = maxDocumentBytes
    self.recent = recent
  }

  /// The document at `url`, decoded as `Document`.
  /// - Parameter remembering: whether to keep the body for the command's other loaders
  ///   (`recent`); `false` for one of many documents no other part reads.
  public func load<Document: Decodable & Sendable>(
    _ type: Document.Type, from url: URL, remembering: Bool = true
  ) async throws -> Document {
    if let body = await recent?.body(for: url),
      let document = try? Self.decodeChecked(type, from: body, url: url)
    {
      return document
    }
    var schedule = RetrySchedule(policy: retries)
    while true {
      let failure: PokedexError
      let mayPass: Bool
      do {
        let body = try await fetch(url)
        let document = try Self.decodeChecked(type, from: body, url: url)
        if remembering { await recent?.remember(body, for: url) }
        return document
      } catch let error as DocumentDecodingFailure {
        (failure, mayPass) = (error.error, error.mayPass)
      } catch let error as PokedexError {
        (failure, mayPass) = (error, RetryPolicy.isWorthRetrying(error))
      }
      guard mayPass, let wait = schedule.wait(after: failure) else { throw failure }
      try await Task.sleep(for: wait)
    }
  }

  /// One request through the limiter and the busy gate.
  private func fetch(_ url: URL) async throws -> Data {
    // A load whose siblings already failed (its task group was cancelled) makes no
    // request at all, and waits for no retry.
    try await limiter.run { [client, gate, maxDocumentBytes, retries] in
      try Task.checkCancellation()
      try await gate.waitTurn()
      do {
        return try await client.get(url, maxBytes: maxDocumentBytes)
      } catch let error as PokedexError {
        if case .serverBusy(_, _, let retryAfter) = error {
          let wait = retries.busyWait(retryAfter: retryAfter, fallback: .seconds(1))
          await gate.slowDown(for: wait ?? .seconds(1))
        }
        throw error
      }
    }
  }

  /// Decodes a body already fetched; shared with tests and the corpus contract check.
  public static func decode<Document: Decodable>(
    _ type: Document.Type, from body: Data, url: URL
  ) throws -> Document {
    do {
      return try decodeChecked(type, from: body, url: url)
    } catch {
      throw error.error
    }
  }

  /// PokeAPI's rule for keys: its `snake_case` becomes the DTOs' `camelCase`
  /// (`is_hidden` → `isHidden`), so no DTO spells a key twice. Every document (network,
  /// cache, corpus, generator) is read here, by this one rule. A new decoder each time:
  /// `JSONDecoder` is a class, and one per document keeps it unshared across tasks.
  private static func pokeAPIDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }

  /// Decodes `body`, saying on failure whether asking again may help: only a body that is
  /// not JSON at all (garbled or cut short) may; JSON of the wrong shape, nested too
  /// deep or holding too many values is what the server means to send.
  static func decodeChecked<Document: Decodable>(
    _ type: Document.Type, from body: Data, url: URL
  ) throws(DocumentDecodingFailure) -> Document {
    func failure(_ reason: String, mayPass: Bool) -> DocumentDecodingFailure {
      DocumentDecodingFailure(
        error: .invalidResponse(url: url.absoluteString, reason: reason), mayPass: mayPass)
    }
    if let refusal = JSONShape.measure(body).refusal { throw failure(refusal, mayPass: false) }
    do {
      return try pokeAPIDecoder().decode(type, from: body)
    } catch let error as DecodingError {
      throw failure(error.shortReason, mayPass: error.isSyntaxError)
    } catch {
      throw failure("not JSON", mayPass: true)
    }
  }
}

/// A decoding failure and whether asking again may mend it.
struct DocumentDecodingFailure: Error {
  let error: PokedexError
  let mayPass: Bool
}
