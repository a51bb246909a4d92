import AsyncHTTPClient
import Domain
import NIOCore

/// Reads a response body into memory, never past a cap.
enum BoundedBody {
  /// The body's bytes (already decompressed by the client).
  /// - Throws: `.tooLarge` as soon as the announced length or the bytes read so far pass
  ///   `maxBytes`; the rest is never read, and dropping the stream closes the connection.
  static func collect(
    _ body: HTTPClientResponse.Body, announcedLength: Int?, maxBytes: Int, url: URL
  ) async throws -> Data {
    let tooLarge = PokedexError.tooLarge(url: url.absoluteString, limit: maxBytes)
    // An encoded body's length is its compressed size: past the cap, inflated is too.
    if let announcedLength, announcedLength > maxBytes { throw tooLarge }
    var data = Data()
    if let announcedLength { data.reserveCapacity(max(0, announcedLength)) }
    for try await chunk in body {
      guard chunk.readableBytes <= maxBytes - data.count else { throw tooLarge }
      chunk.withUnsafeReadableBytes { data.append(contentsOf: $0) }
    }
    return data
  }
}
