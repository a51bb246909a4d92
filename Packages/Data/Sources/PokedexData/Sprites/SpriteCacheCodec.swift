import Domain
import Foundation

/// The compact form a sprite is cached in: its distinct colours and, range-coded, which
/// colour each pixel is. A cropped 96×96 sprite takes a few hundred bytes, a fraction of
/// its PNG, and decoding it needs neither zlib nor a PNG decoder.
///
/// Layout (version 1), numbers big-endian:
///
///     version (1 byte) · width, height (2 bytes each) · colours (3 bytes) · checksum (4 bytes)
///     · range-coded: each colour's R, G, B, A as a difference from the previous colour's,
///       then every pixel's colour index (see `SpritePixelModel`)
///
/// The checksum (FNV-1a over the decoded pixels) makes a damaged blob an error instead of
/// a garbled picture. Fully transparent pixels are stored as `Pixel.clear`, so their
/// invisible colour is the one thing a round trip does not keep.
public enum SpriteCacheCodec {
  /// The layout version this code writes; it reads only this one.
  public static let version: UInt8 = 1

  /// Bytes before the range-coded part.
  static let headerSize = 12

  /// The bytes to cache for `sprite`.
  public static func encode(_ sprite: Sprite) -> Data {
    let pixels = sprite.pixels.map { $0.alpha == 0 ? Pixel.clear : $0 }
    var palette: [Pixel] = []
    var indexOf: [Pixel: Int] = [:]
    let indices = pixels.map { pixel in
      if let index = indexOf[pixel] { return index }
      indexOf[pixel] = palette.count
      palette.append(pixel)
      return palette.count - 1
    }
    var header: [UInt8] = [version]
    for (number, size) in [(sprite.width, 2), (sprite.height, 2), (palette.count, 3)] {
      header += (0..<size).reversed().map { UInt8(truncatingIfNeeded: number >> (8 * $0)) }
    }
    let checksum = Self.checksum(pixels)
    header += (0..<4).map { UInt8(truncatingIfNeeded: checksum >> (24 - 8 * $0)) }

    var encoder = RangeEncoder()
    var paletteModel = SpritePaletteModel()
    var paletteCopy = palette
    paletteModel.code(&paletteCopy, with: &encoder)
    var indicesCopy = indices
    var pixelModel = SpritePixelModel(paletteCount: palette.count)
    pixelModel.code(&indicesCopy, width: sprite.width, height: sprite.height, with: &encoder)
    encoder.finish()
    return Data(header + encoder.bytes)
  }

  /// The sprite cached in `data`; throws `SpriteCacheError` on any blob this version did
  /// not write whole, without trusting a size it reads beyond `Sprite.maximumSide`.
  public static func decode(_ data: Data) throws(SpriteCacheError) -> Sprite {
    let bytes = [UInt8](data)
    guard let version = bytes.first else { throw .truncated }
    guard version == Self.version else { throw .unsupportedVersion(version) }
    guard bytes.count >= headerSize else { throw .truncated }
    let width = bytes[1..<3].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[3..<5].reduce(0) { $0 << 8 | Int($1) }
    let colours = bytes[5..<8].reduce(0) { $0 << 8 | Int($1) }
    let checksum = bytes[8..<headerSize].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard width <= Sprite.maximumSide, height <= Sprite.maximumSide,
      colours <= width * height, (colours == 0) == (width * height == 0)
    else { throw .corrupt }

    var decoder = RangeDecoder(bytes[headerSize...])
    var palette = [Pixel](repeating: .clear, count: colours)
    var paletteModel = SpritePaletteModel()
    paletteModel.code(&palette, with: &decoder)
    var indices = [Int](repeating: 0, count: width * height)
    var pixelModel = SpritePixelModel(paletteCount: colours)
    pixelModel.code(&indices, width: width, height: height, with: &decoder)
    // The encoder's flush leaves four bytes the decoder never needs to read.
    guard decoder.overread == 0 else { throw .truncated }

    var pixels: [Pixel] = []
    pixels.reserveCapacity(indices.count)
    for index in indices {
      guard index < palette.count else { throw .corrupt }
      pixels.append(palette[index])
    }
    guard Self.checksum(pixels) == checksum,
      let sprite = Sprite(width: width, height: height, pixels: pixels)
    else { throw .corrupt }
    return sprite
  }

  /// FNV-1a over every pixel's four bytes.
  static func checksum(_ pixels: [Pixel]) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for pixel in pixels {
      for byte in [pixel.red, pixel.green, pixel.blue, pixel.alpha] {
        hash = (hash ^ UInt32(byte)) &* 0x0100_0193
      }
    }
    return hash
  }
}

/// Why a cached sprite cannot be read back; the cache then treats it as missing.
public enum SpriteCacheError: Error, Hashable, Sendable {
  /// The blob ends before the sprite does.
  case truncated
  /// Written by another version of the layout.
  case unsupportedVersion(UInt8)
  /// The blob's sizes are impossible or its pixels do not match its checksum.
  case corrupt
}
