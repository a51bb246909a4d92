import Domain
/// Decodes PNG files into sprites, safely, whatever bytes it is given.
///
/// It reads the chunks (checking their CRCs and order), refuses images with a side over
/// `Sprite.maximumSide` before allocating anything for them, inflates the image data with
/// the system zlib into a buffer of exactly the size the header implies, undoes the
/// scanline filters and Adam7 interlacing, and converts every colour type and bit depth
/// to 8-bit RGBA. Every failure is an `ImageDecodingError`. Gamma, colour profiles and
/// other ancillary chunks are ignored.
///
/// Memory: the file's bytes, plus at most the inflated image data (about 8 MB for the
/// largest image accepted, 37 kB for a 96×96 RGBA sprite) and 4 bytes a pixel.
public struct PNGDecoder: ImageDecoder {
  /// Creates a decoder; it holds no state.
  public init() {}

  /// The image `data` holds, at full size.
  public func decode(_ data: Data) throws(ImageDecodingError) -> Sprite {
    let chunks = try PNGChunks([UInt8](data))
    let header = chunks.header
    var scanlines = try PNGInflater.inflate(
      chunks.imageData, expectedSize: header.inflatedSize)
    let reader = PNGPixels(
      header: header, palette: chunks.palette, transparentSamples: chunks.transparentSamples)
    var pixels = [Pixel](repeating: .clear, count: header.width * header.height)
    var start = 0
    for pass in header.passes {
      let next = try PNGFilters.unfilter(&scanlines, pass: pass, startingAt: start, header: header)
      try reader.place(pass, from: scanlines, startingAt: start, into: &pixels)
      start = next
    }
    guard let sprite = Sprite(width: header.width, height: header.height, pixels: pixels) else {
      throw .tooLarge(width: header.width, height: header.height)
    }
    return sprite
  }
}
