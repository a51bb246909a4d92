import Domain

/// Turns unfiltered scanlines into RGBA pixels, for every colour type and bit depth.
///
/// 16-bit samples keep their high byte; grey samples under 8 bits are scaled to 0–255.
struct PNGPixels {
  let header: PNGHeader
  let palette: [Pixel]
  let transparentSamples: [UInt16]?

  /// Writes the pixels of `pass`, whose unfiltered rows start at `start` in `data`, into
  /// their places in `pixels` (the full image, row by row).
  func place(
    _ pass: PNGPass, from data: [UInt8], startingAt start: Int, into pixels: inout [Pixel]
  ) throws(ImageDecodingError) {
    guard !pass.isEmpty else { return }
    let rowBytes = header.rowBytes(pixels: pass.width)
    for row in 0..<pass.height {
      let first = start + row * (rowBytes + 1) + 1
      let y = pass.y + row * pass.dy
      for column in 0..<pass.width {
        let x = pass.x + column * pass.dx
        pixels[y * header.width + x] = try pixel(at: column, row: first, in: data)
      }
    }
  }

  // MARK: - One pixel

  /// The pixel in column `column` of the row whose bytes start at `row`.
  private func pixel(at column: Int, row: Int, in data: [UInt8]) throws(ImageDecodingError)
    -> Pixel
  {
    let channels = header.colorType.channels
    func sample(_ channel: Int) -> UInt16 {
      Self.sample(column * channels + channel, depth: header.bitDepth, row: row, in: data)
    }
    switch header.colorType {
    case .palette:
      let index = Int(sample(0))
      guard index < palette.count else {
        throw .paletteIndexOutOfRange(index: index, paletteSize: palette.count)
      }
      return palette[index]
    case .grey:
      let grey = sample(0)
      let alpha: UInt8 = transparentSamples == [grey] ? 0 : 255
      let level = eightBits(grey)
      return Pixel(red: level, green: level, blue: level, alpha: alpha)
    case .greyAlpha:
      let level = eightBits(sample(0))
      return Pixel(red: level, green: level, blue: level, alpha: eightBits(sample(1)))
    case .rgb:
      let samples = [sample(0), sample(1), sample(2)]
      let alpha: UInt8 = transparentSamples == samples ? 0 : 255
      return Pixel(
        red: eightBits(samples[0]), green: eightBits(samples[1]), blue: eightBits(samples[2]),
        alpha: alpha)
    case .rgba:
      return Pixel(
        red: eightBits(sample(0)), green: eightBits(sample(1)), blue: eightBits(sample(2)),
        alpha: eightBits(sample(3)))
    }
  }

  /// A sample at the image's depth brought to 8 bits.
  private func eightBits(_ sample: UInt16) -> UInt8 {
    switch header.bitDepth {
    case 16: UInt8(truncatingIfNeeded: sample >> 8)
    case 8: UInt8(truncatingIfNeeded: sample)
    // 1, 2 and 4 bits: 1 → 255, 3 → 85 × 3, 15 → 17 × 15.
    default: UInt8(truncatingIfNeeded: Int(sample) * 255 / ((1 << header.bitDepth) - 1))
    }
  }

  /// The `index`th sample of a row starting at `row`, at `depth` bits per sample.
  @inline(__always)
  private static func sample(_ index: Int, depth: Int, row: Int, in data: [UInt8]) -> UInt16 {
    switch depth {
    case 8:
      return UInt16(data[row + index])
    case 16:
      return UInt16(data[row + index * 2]) << 8 | UInt16(data[row + index * 2 + 1])
    default:
      let bit = index * depth
      let shift = 8 - depth - bit % 8
      let mask = (1 << depth) - 1
      return UInt16((Int(data[row + bit / 8]) >> shift) & mask)
    }
  }
}
