import Foundation

/// The one thing the data layer needs from a network: the body of a GET.
///
/// It is a gateway: Data uses it, Infrastructure implements it with URLSession, and tests
/// implement it in memory. Implementations throw `PokedexError` and nothing else, so a
/// status code never reaches a JSON decoder.
public protocol HTTPClient: Sendable {
  /// The body of a successful (2xx) answer to a GET of `url`, decompressed.
  func get(_ url: URL) async throws -> Foundation.Data
}
