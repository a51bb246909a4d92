/// Why some bytes are not an image pokecli can draw.
///
/// Each case names one way untrusted image bytes can be wrong, so tests can tell them
/// apart; a user only ever sees that a Pokémon has no sprite.
public enum ImageDecodingError: Error, Hashable, Sendable {
  /// The bytes do not start with the format's signature: not an image of this format.
  case badSignature
  /// A chunk's checksum does not match its bytes.
  case badChecksum(chunk: String)
  /// The bytes end in the middle of the image, or before its end marker.
  case truncated
  /// A chunk appears where the format forbids it (or twice, or not first).
  case chunkOutOfOrder(chunk: String)
  /// The header describes no valid image (a zero side, an unknown bit depth or colour type).
  case invalidHeader
  /// There is no image data at all.
  case missingImageData
  /// A palette image without a palette, or a palette of a wrong length.
  case invalidPalette
  /// A side is larger than `Sprite.maximumSide`: refused before anything is allocated.
  case tooLarge(width: Int, height: Int)
  /// The compressed image data is corrupt.
  case inflateFailed
  /// The image data inflates past the size the header implies: refused as soon as it does.
  case inflateOverrun
  /// The image data inflates to less than the header implies.
  case imageDataTooShort
  /// A row names a filter type the format does not define.
  case badFilter(UInt8)
  /// A pixel names a palette entry the palette does not have.
  case paletteIndexOutOfRange(index: Int, paletteSize: Int)
  /// A valid image using a feature this decoder does not implement.
  case unsupported(String)
}
