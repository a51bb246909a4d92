import Domain

/// Follows the chunks of a PNG in order, enforcing where each may appear, and keeps what
/// decoding needs from them.
struct PNGChunkOrder: Sendable {
  private(set) var header: PNGHeader?
  private(set) var palette: [Pixel] = []
  private(set) var transparentSamples: [UInt16]?
  private(set) var imageData: [UInt8] = []
  /// Whether an IDAT chunk (possibly empty) was seen.
  private(set) var sawImageData = false
  /// Whether the IEND chunk was reached.
  private(set) var isFinished = false
  /// Whether a chunk other than IDAT followed the IDATs: another IDAT is then out of order.
  private var imageDataEnded = false
  private var sawTransparency = false

  /// Takes in the next chunk.
  mutating func accept(_ type: String, body: ArraySlice<UInt8>) throws(ImageDecodingError) {
    guard let header else {
      guard type == "IHDR" else { throw .chunkOutOfOrder(chunk: type) }
      header = try PNGHeader(body)
      return
    }
    if sawImageData, type != "IDAT" { imageDataEnded = true }
    switch type {
    case "IHDR":
      throw .chunkOutOfOrder(chunk: type)
    case "PLTE":
      guard !sawImageData, palette.isEmpty, !sawTransparency else {
        throw .chunkOutOfOrder(chunk: type)
      }
      palette = try Self.palette(body, for: header)
    case "tRNS":
      guard !sawImageData, !sawTransparency else { throw .chunkOutOfOrder(chunk: type) }
      if header.colorType == .palette, palette.isEmpty { throw .chunkOutOfOrder(chunk: type) }
      sawTransparency = true
      applyTransparency(body, for: header)
    case "IDAT":
      guard !imageDataEnded else { throw .chunkOutOfOrder(chunk: type) }
      if header.colorType == .palette, palette.isEmpty { throw .invalidPalette }
      sawImageData = true
      imageData.append(contentsOf: body)
    case "IEND":
      guard sawImageData else { throw .missingImageData }
      isFinished = true
    default:
      // An unknown chunk may be skipped only when its name marks it ancillary (lowercase).
      guard let first = type.utf8.first, first >= 0x61 else {
        throw .unsupported("chunk \(type)")
      }
    }
  }

  // MARK: - Palette and transparency

  /// The PLTE entries as opaque pixels; only palette and colour images may have one.
  private static func palette(
    _ body: ArraySlice<UInt8>, for header: PNGHeader
  ) throws(ImageDecodingError) -> [Pixel] {
    guard header.colorType != .grey, header.colorType != .greyAlpha,
      !body.isEmpty, body.count % 3 == 0, body.count <= 256 * 3
    else { throw .invalidPalette }
    let bytes = Array(body)
    return stride(from: 0, to: bytes.count, by: 3).map { index in
      Pixel(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2])
    }
  }

  /// Records tRNS: alphas for the first palette entries, or the one transparent grey or
  /// RGB value. A malformed tRNS is ignored, as it is only ancillary.
  private mutating func applyTransparency(_ body: ArraySlice<UInt8>, for header: PNGHeader) {
    switch header.colorType {
    case .palette:
      for (index, alpha) in body.prefix(palette.count).enumerated() {
        palette[index].alpha = alpha
      }
    case .grey where body.count == 2:
      transparentSamples = [PNGBytes.uint16(body, at: 0)]
    case .rgb where body.count == 6:
      transparentSamples = (0..<3).map { PNGBytes.uint16(body, at: $0 * 2) }
    default:
      break
    }
  }
}
