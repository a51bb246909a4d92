import Domain
import Foundation

/// Fetches a PokeAPI document and decodes it, turning every failure into a `PokedexError`
/// that names the URL: a body that is not the JSON expected never surfaces as a bare
/// `DecodingError`.
public struct DocumentLoader: Sendable {
  private let client: any HTTPClient

  /// Creates a loader that fetches through `client`.
  public init(client: any HTTPClient) {
    self.client = client
  }

  /// The document at `url`, decoded as `Document`.
  public func load<Document: Decodable>(
    _ type: Document.Type, from url: URL
  ) async throws -> Document {
    let body = try await client.get(url)
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
