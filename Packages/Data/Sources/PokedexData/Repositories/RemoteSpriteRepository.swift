import Domain
/// Fetches sprites from the image host a `pokemon` document links to, and decodes them.
///
/// A sprite costs one request. Only absolute http(s) links are followed (the mapping keeps
/// no other kind), at most `HTTPClientLimits.image` bytes are read, and the bytes go
/// through an `ImageDecoder`, which refuses anything that is not a sane image.
///
/// Only a 404 means the Pokémon has no sprite. Anything else that keeps a picture from
/// being drawn is a failure, never cached, so the next run tries again: a garbled body,
/// a captive portal's HTML page, a truncated file, a body over the cap, and an answer
/// that does not arrive within `deadline`, which keeps a slow image host from holding the
/// card whose documents have long arrived.
public struct RemoteSpriteRepository: SpriteRepository {
  /// How long a sprite may take, waiting for a free request slot included: 3 s.
  public static let defaultDeadline: Duration = .seconds(3)

  private let client: any HTTPClient
  private let decoder: any ImageDecoder
  private let limiter: RequestLimiter
  private let deadline: Duration

  /// Creates a repository fetching through `client` and decoding with `decoder`, giving
  /// each sprite `deadline` to arrive.
  public init(
    client: any HTTPClient, decoder: any ImageDecoder,
    maxConcurrentRequests: Int = RemotePokemonRepository.defaultMaxConcurrentRequests,
    deadline: Duration = RemoteSpriteRepository.defaultDeadline
  ) {
    self.client = client
    self.decoder = decoder
    self.limiter = RequestLimiter(limit: maxConcurrentRequests)
    self.deadline = deadline
  }

  public func sprite(
    ofPokemon id: Int, variant: SpriteVariant, link: String
  ) async throws -> Sprite? {
    guard let url = URL(string: link) else { return nil }
    let body: Data
    do {
      body = try await TimeLimit.run(within: deadline) { [limiter, client] in
        try await limiter.run {
          try Task.checkCancellation()
          return try await client.get(url, maxBytes: HTTPClientLimits.image)
        }
      }
    } catch PokedexError.notFound {
      return nil
    } catch is TimeLimit.Exceeded {
      throw PokedexError.timedOut(url: link)
    }
    do {
      // An entirely transparent picture crops to nothing: no sprite, remembered as such.
      let sprite = try decoder.decode(body).cropped()
      return sprite.isEmpty ? nil : sprite
    } catch {
      throw PokedexError.invalidResponse(url: link, reason: error.reason)
    }
  }
}

extension ImageDecodingError {
  /// Why the bytes are no picture, for a user: what the host sent, in a few words.
  var reason: String {
    switch self {
    case .badSignature: return "not a PNG image"
    case .truncated, .imageDataTooShort: return "the image is cut short"
    case .tooLarge(let width, let height):
      return "an image of \(width) × \(height) pixels, larger than a sprite can be"
    case .unsupported(let feature): return "a PNG using \(feature), which pokecli cannot draw"
    default: return "a damaged PNG image"
    }
  }
}
