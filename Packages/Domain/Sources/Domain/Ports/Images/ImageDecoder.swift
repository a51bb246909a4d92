/// Turns the bytes of an image file into a sprite.
///
/// It is a gateway: Data uses it on whatever an image host answers, Infrastructure
/// implements it (a PNG decoder on the system zlib). The bytes are untrusted, so an
/// implementation must refuse anything malformed or too large with an
/// `ImageDecodingError`, never crash, and bound what it allocates before allocating.
public protocol ImageDecoder: Sendable {
  /// The image in `data`, at full size and uncropped.
  func decode(_ data: Data) throws(ImageDecodingError) -> Sprite
}
