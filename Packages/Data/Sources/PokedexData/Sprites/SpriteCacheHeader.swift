import Domain

/// The fixed-size start of a cached sprite: what the body holds and how large it expands,
/// known and bounded before anything is allocated for it.
///
///     version (1 byte) · width (2 bytes) · height (2 bytes) · colours (2 bytes)
///
/// Numbers are big-endian. `colours` is the palette's size, 1 to 256, each pixel then
/// being one index byte; 0 means no palette, each pixel then being its four RGBA bytes
/// (a sprite of more than 256 colours, or of no pixels).
struct SpriteCacheHeader: Equatable {
  /// The layout version this code writes and reads. 1 was the range-coded layout.
  static let version: UInt8 = 2
  /// Bytes the header takes.
  static let size = 7
  /// The most colours a palette may hold: one index byte names each.
  static let maximumPaletteSize = 256

  let width: Int
  let height: Int
  /// The palette's size, or 0 for raw RGBA pixels.
  let colours: Int

  /// A header for a sprite of `width × height` pixels; `colours` as in the layout.
  init(width: Int, height: Int, colours: Int) {
    self.width = width
    self.height = height
    self.colours = colours
  }

  /// The header at the start of `bytes`, checked: sides at most `Sprite.maximumSide` and
  /// a palette no larger than 256 colours nor than the pixels it colours.
  init(parsing bytes: some Collection<UInt8>) throws(SpriteCacheError) {
    let header = Array(bytes.prefix(Self.size))
    guard let version = header.first else { throw .truncated }
    guard version == Self.version else { throw .unsupportedVersion(version) }
    guard header.count == Self.size else { throw .truncated }
    // Each number is two bytes, so at most 65,535: the products below cannot overflow.
    func number(at index: Int) -> Int { Int(header[index]) << 8 | Int(header[index + 1]) }
    width = number(at: 1)
    height = number(at: 3)
    colours = number(at: 5)
    guard width <= Sprite.maximumSide, height <= Sprite.maximumSide,
      colours <= Self.maximumPaletteSize, colours <= pixelCount
    else { throw .corrupt }
  }

  /// The header's bytes.
  var bytes: [UInt8] {
    [Self.version] + [width, height, colours].flatMap { number in
      [UInt8(truncatingIfNeeded: number >> 8), UInt8(truncatingIfNeeded: number)]
    }
  }

  /// Pixels in the sprite.
  var pixelCount: Int { width * height }

  /// Whether pixels are palette indices rather than RGBA.
  var hasPalette: Bool { colours > 0 }

  /// The size the body expands to: the palette's RGBA then one byte a pixel, or four bytes
  /// a pixel. At most 4 MiB, as sides are bounded by `Sprite.maximumSide`.
  var expandedSize: Int { hasPalette ? 4 * colours + pixelCount : 4 * pixelCount }
}
