import Domain
import Foundation

/// Fetches a PokeAPI document and decodes it, turning every failure into a `PokedexError`
/// that names the URL: a body that is not the JSON expected never surfaces as a bare
/// `DecodingError`.
///
/// Copies of a loader share one `RequestLimiter`, so all the requests they make together
/// stay within `maxConcurrentRequests`.
public struct DocumentLoader: Sendable {
  private let client: any HTTPClient
  private let limiter: RequestLimiter

  /// Creates a loader that fetches through `client`, `maxConcurrentRequests` at a time.
  public init(client: any HTTPClient, maxConcurrentRequests: Int) {
    self.client = client
    self.limiter = RequestLimiter(limit: maxConcurrentRequests)
  }

  /// The document at `url`, decoded as `Document`.
  public func load<Document: Decodable & Sendable>(
    _ type: Document.Type, from url: URL
  ) async throws -> Document {
    let body = try await limiter.run { [client] in try await client.get(url) }
    return try Self.decode(type, from: body, url: url)
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
