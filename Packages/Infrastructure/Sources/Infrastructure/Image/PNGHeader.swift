import Domain

/// A PNG's IHDR chunk, validated, with the geometry every later step derives from it.
///
/// Both sides are at most `Sprite.maximumSide`, so every size computed here is small and
/// no product can overflow.
struct PNGHeader: Equatable, Sendable {
  /// How samples make up a pixel (the PNG colour types).
  enum ColorType: UInt8, Sendable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    /// Samples per pixel.
    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }

    /// The bit depths the PNG specification allows for this colour type.
    var allowedBitDepths: Set<Int> {
      switch self {
      case .grey: [1, 2, 4, 8, 16]
      case .palette: [1, 2, 4, 8]
      case .rgb, .greyAlpha, .rgba: [8, 16]
      }
    }
  }

  let width: Int
  let height: Int
  let bitDepth: Int
  let colorType: ColorType
  let isInterlaced: Bool

  /// Parses the 13 bytes of an IHDR chunk, refusing sizes no sprite has before anything
  /// is allocated for them.
  init(_ body: ArraySlice<UInt8>) throws(ImageDecodingError) {
    guard body.count == 13 else { throw .invalidHeader }
    let bytes = Array(body)
    let width = Int(PNGBytes.uint32(bytes, at: 0))
    let height = Int(PNGBytes.uint32(bytes, at: 4))
    guard width > 0, height > 0 else { throw .invalidHeader }
    guard width <= Sprite.maximumSide, height <= Sprite.maximumSide else {
      throw .tooLarge(width: width, height: height)
    }
    guard let colorType = ColorType(rawValue: bytes[9]),
      colorType.allowedBitDepths.contains(Int(bytes[8]))
    else { throw .invalidHeader }
    guard bytes[10] == 0 else { throw .unsupported("compression method \(bytes[10])") }
    guard bytes[11] == 0 else { throw .unsupported("filter method \(bytes[11])") }
    guard bytes[12] <= 1 else { throw .unsupported("interlace method \(bytes[12])") }
    self.width = width
    self.height = height
    self.bitDepth = Int(bytes[8])
    self.colorType = colorType
    self.isInterlaced = bytes[12] == 1
  }

  // MARK: - Geometry

  /// Bits one pixel takes in a scanline.
  var bitsPerPixel: Int { colorType.channels * bitDepth }

  /// The distance, in bytes, between a byte and the one its filter refers to on the left.
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  /// The bytes of one scanline of `pixels` pixels, without its filter-type byte.
  func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

  /// The passes the image data holds: Adam7's seven when interlaced, else the whole image.
  var passes: [PNGPass] {
    isInterlaced ? PNGPass.adam7(width: width, height: height)
      : [PNGPass(width: width, height: height, x: 0, y: 0, dx: 1, dy: 1)]
  }

  /// The exact size the image data must inflate to: each non-empty pass's rows, each with
  /// its filter-type byte. At most about 8 MB (1024 × 1024 RGBA at 16 bits).
  var inflatedSize: Int {
    passes.reduce(0) { total, pass in
      pass.isEmpty ? total : total + pass.height * (1 + rowBytes(pixels: pass.width))
    }
  }
}
