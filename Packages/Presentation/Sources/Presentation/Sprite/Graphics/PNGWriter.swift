import Domain

/// The smallest honest PNG of a sprite, for iTerm2's inline images: 8-bit RGBA, no
/// filter, and the image data as stored (uncompressed) deflate blocks inside a zlib
/// stream, so that it needs no compressor. A 96 × 96 sprite is about 37 KB; the terminal
/// reads it once.
enum PNGWriter {
  static func png(of sprite: Sprite) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity(sprite.height * (1 + 4 * sprite.width))
    for y in 0..<sprite.height {
      raw.append(0)  // filter type None
      for x in 0..<sprite.width {
        let pixel = sprite[x, y]
        raw += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
      }
    }
    var header = bigEndian(UInt32(truncatingIfNeeded: sprite.width))
    header += bigEndian(UInt32(truncatingIfNeeded: sprite.height))
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter method, no interlace
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
  }

  /// `data` as a zlib stream of stored deflate blocks (at most 65,535 bytes each).
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(truncatingIfNeeded: end - start)
      stream.append(end == data.count ? 1 : 0)
      stream += [UInt8(truncatingIfNeeded: length), UInt8(truncatingIfNeeded: length >> 8)]
      stream += [UInt8(truncatingIfNeeded: ~length), UInt8(truncatingIfNeeded: ~length >> 8)]
      stream += data[start..<end]
      start = end
    } while start < data.count
    return stream + bigEndian(adler32(data))
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(truncatingIfNeeded: data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}
