import Domain
/// The form a sprite is cached in: a 7-byte header (`SpriteCacheHeader`), then its pixels
/// compressed by Domain's `Compressor` (zlib in the app).
///
/// Layout (version 2):
///
///     header (7 bytes: version, width, height, colours)
///     · compressed body: with a palette, each colour's R, G, B, A, then one index byte a
///       pixel, row by row from the top left; without one, each pixel's R, G, B, A
///
/// Pixel art has few colours and repeats its rows, so a cropped 96×96 sprite takes a few
/// hundred bytes (720 on average over PokeAPI's, a fifth of their PNGs; docs/sprites.md).
/// The body's size follows from the header and is checked before the compressor expands
/// it; the compressor refuses a body that does not expand to exactly that size, and zlib's
/// checksum makes a damaged body an error instead of a garbled picture. Fully transparent pixels are stored as `Pixel.clear`, so their
/// invisible colour is the one thing a round trip does not keep.
public struct SpriteCacheCodec: Sendable {
  private let compressor: any Compressor

  /// A codec whose bodies `compressor` compresses; reading needs the same one.
  public init(compressor: any Compressor) {
    self.compressor = compressor
  }

  // MARK: - Encoding

  /// The bytes to cache for `sprite`.
  /// - Throws: what the compressor throws (`PokedexError`).
  public func encode(_ sprite: Sprite) throws -> Data {
    let pixels = sprite.pixels.map { $0.alpha == 0 ? Pixel.clear : $0 }
    var palette: [Pixel] = []
    var indexOf: [Pixel: UInt8] = [:]
    var indices: [UInt8] = []
    indices.reserveCapacity(pixels.count)
    for pixel in pixels {
      if let index = indexOf[pixel] {
        indices.append(index)
        continue
      }
      guard palette.count < SpriteCacheHeader.maximumPaletteSize else {
        // A 257th colour: no palette, the pixels are stored as they are.
        palette = []
        break
      }
      let index = UInt8(truncatingIfNeeded: palette.count)
      indexOf[pixel] = index
      palette.append(pixel)
      indices.append(index)
    }
    let header = SpriteCacheHeader(
      width: sprite.width, height: sprite.height, colours: palette.count)
    var body: [UInt8] = []
    body.reserveCapacity(header.expandedSize)
    if header.hasPalette {
      body += palette.flatMap(\.bytes)
      body += indices
    } else {
      body += pixels.flatMap(\.bytes)
    }
    return Data(header.bytes) + (try compressor.compress(Data(body)))
  }

  // MARK: - Decoding

  /// The sprite cached in `data`; throws `SpriteCacheError` on any blob this version did
  /// not write whole. Nothing is allocated before the header's sizes are checked, and then
  /// at most what they imply (4 MiB for the largest sprite, 1024 × 1024 without a palette).
  public func decode(_ data: Data) throws(SpriteCacheError) -> Sprite {
    let header = try SpriteCacheHeader(parsing: data)
    let body: [UInt8]
    do {
      body = [UInt8](
        try compressor.expand(
          data.dropFirst(SpriteCacheHeader.size), originalSize: header.expandedSize))
    } catch {
      throw .corrupt
    }
    // The compressor promises exactly this size; a broken one must not make us trap.
    guard body.count == header.expandedSize else { throw .corrupt }

    var pixels: [Pixel] = []
    pixels.reserveCapacity(header.pixelCount)
    if header.hasPalette {
      let paletteBytes = 4 * header.colours
      let palette = Self.pixels(from: body[..<paletteBytes])
      for index in body[paletteBytes...] {
        guard Int(index) < palette.count else { throw .corrupt }
        pixels.append(palette[Int(index)])
      }
    } else {
      pixels = Self.pixels(from: body[...])
    }
    guard let sprite = Sprite(width: header.width, height: header.height, pixels: pixels)
    else { throw .corrupt }
    return sprite
  }

  /// The pixels of consecutive RGBA quadruples; a last incomplete one is ignored (the
  /// callers pass multiples of 4).
  private static func pixels(from bytes: ArraySlice<UInt8>) -> [Pixel] {
    (0..<bytes.count / 4).map { number in
      let start = bytes.startIndex + 4 * number
      return Pixel(
        red: bytes[start], green: bytes[start + 1], blue: bytes[start + 2],
        alpha: bytes[start + 3])
    }
  }
}

extension Pixel {
  /// Red, green, blue and alpha, in that order.
  fileprivate var bytes: [UInt8] { [red, green, blue, alpha] }
}
