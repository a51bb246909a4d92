import Domain
import Foundation

/// Fetches a PokeAPI document and decodes it, turning every failure into a `PokedexError`
/// that names the URL: a body that is not the JSON expected never surfaces as a bare
/// `DecodingError`.
///
/// Copies of a loader share one `RequestLimiter`, so all the requests they make together
/// stay within `maxConcurrentRequests`. A failure that may pass is retried after a wait
/// (see `RetryPolicy`), outside the limiter, so a waiting retry holds no place.
public struct DocumentLoader: Sendable {
  private let client: any HTTPClient
  private let limiter: RequestLimiter
  private let retries: RetryPolicy

  /// Creates a loader that fetches through `client`, `maxConcurrentRequests` at a time.
  public init(
    client: any HTTPClient, maxConcurrentRequests: Int, retries: RetryPolicy = .standard
  ) {
    self.client = client
    self.limiter = RequestLimiter(limit: maxConcurrentRequests)
    self.retries = retries
  }

  /// The document at `url`, decoded as `Document`.
  public func load<Document: Decodable & Sendable>(
    _ type: Document.Type, from url: URL
  ) async throws -> Document {
    var waits = retries.delays[...]
    while true {
      do {
        // A load whose siblings already failed (its task group was cancelled) makes no
        // request at all, and waits for no retry.
        let body = try await limiter.run { [client] in
          try Task.checkCancellation()
          return try await client.get(url)
        }
        return try Self.decode(type, from: body, url: url)
      } catch let error as PokedexError {
        guard RetryPolicy.isWorthRetrying(error), let wait = waits.popFirst() else { throw error }
        try await Task.sleep(for: wait)
      }
    }
  }

  /// Decodes a body already fetched; shared with tests and the corpus contract check.
  public static func decode<Document: Decodable>(
    _ type: Document.Type, from body: Foundation.Data, url: URL
  ) throws -> Document {
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch let error as DecodingError {
      throw PokedexError.invalidResponse(url: url.absoluteString, reason: error.shortReason)
    } catch {
      throw PokedexError.invalidResponse(url: url.absoluteString, reason: "\(error)")
    }
  }
}
