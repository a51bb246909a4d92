/// The one thing the data layer needs from a network: the body of a GET, no larger than
/// the caller allows.
///
/// It is a gateway: Data uses it, Infrastructure implements it over HTTP, and tests
/// implement it in memory. Implementations throw `PokedexError` and nothing else, so a
/// status code never reaches a JSON decoder.
public protocol HTTPClient: Sendable {
  /// The body of a successful (2xx) answer to a GET of `url`, decompressed, read with the
  /// standard cap for a document (`HTTPClientLimits.document`).
  func get(_ url: URL) async throws -> Data

  /// The body of a successful (2xx) answer to a GET of `url`, decompressed.
  ///
  /// - Parameter maxBytes: the most bytes the body may hold once decompressed. A client
  ///   stops reading as soon as the body passes it and throws `PokedexError.tooLarge`, so
  ///   a huge or inflating answer costs at most about `maxBytes` of memory.
  func get(_ url: URL, maxBytes: Int) async throws -> Data

  /// Releases the connections and threads the client holds. Call it once, when no request
  /// is in flight and none will be made; a client that holds nothing does nothing.
  func shutdown() async
}

/// The caps on answers that pokecli applies unless a caller says otherwise.
public enum HTTPClientLimits {
  /// The most bytes a PokeAPI document may hold, decompressed: 8 MiB. The largest real
  /// document (Mew's, with every move and game) is well under 1 MiB.
  public static let document = 8 * 1024 * 1024
  /// The most bytes an image may hold, decompressed: 1 MiB. A sprite is a few kilobytes.
  public static let image = 1024 * 1024
}

extension HTTPClient {
  /// Checks an in-memory body against `maxBytes` after the fact: right for clients that
  /// already hold every byte (test doubles, a corpus on disk), never for a network client,
  /// which must stop reading at the cap instead.
  public func get(_ url: URL, maxBytes: Int) async throws -> Data {
    let body = try await get(url)
    guard body.count <= maxBytes else {
      throw PokedexError.tooLarge(url: url.absoluteString, limit: maxBytes)
    }
    return body
  }

  /// Nothing to release.
  public func shutdown() async {}
}
