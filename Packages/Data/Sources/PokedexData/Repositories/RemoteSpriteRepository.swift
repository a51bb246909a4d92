import Domain
import Foundation

/// Fetches sprites from the image host a `pokemon` document links to, and decodes them.
///
/// A sprite costs one request. Only absolute http(s) links are followed (the mapping keeps
/// no other kind), at most `HTTPClientLimits.image` bytes are read, and the bytes go
/// through an `ImageDecoder`, which refuses anything that is not a sane image.
public struct RemoteSpriteRepository: SpriteRepository {
  private let client: any HTTPClient
  private let decoder: any ImageDecoder
  private let limiter: RequestLimiter

  /// Creates a repository fetching through `client` and decoding with `decoder`.
  public init(
    client: any HTTPClient, decoder: any ImageDecoder,
    maxConcurrentRequests: Int = RemotePokemonRepository.defaultMaxConcurrentRequests
  ) {
    self.client = client
    self.decoder = decoder
    self.limiter = RequestLimiter(limit: maxConcurrentRequests)
  }

  public func sprite(
    ofPokemon id: Int, variant: SpriteVariant, link: String
  ) async throws -> Sprite? {
    guard let url = URL(string: link) else { return nil }
    let body: Data
    do {
      body = try await limiter.run { [client] in
        try Task.checkCancellation()
        return try await client.get(url, maxBytes: HTTPClientLimits.image)
      }
    } catch PokedexError.notFound {
      return nil
    } catch PokedexError.tooLarge {
      return nil
    }
    do {
      return try decoder.decode(body).cropped()
    } catch {
      // Whatever the host sent is not a picture pokecli can draw: there is no sprite.
      return nil
    }
  }
}
