import Foundation

/// Writes PNG files for the decoder's tests, byte by byte, so no binary fixture is checked
/// in: chunks with their CRCs, and zlib streams of stored blocks (or a deliberately
/// explosive one) with their Adler-32, all in plain Swift and independent of the decoder.
public enum PNGTestWriter {
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A chunk: length, type, body, CRC-32 of type and body.
  public static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(body.count)) + typeBytes + body
      + bigEndian(crc32(typeBytes + body))
  }

  /// An IHDR body.
  public static func header(
    width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false
  ) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
  }

  /// A whole file from its chunks.
  public static func file(_ chunks: [[UInt8]]) -> Data { Data(signature + chunks.joined()) }

  // MARK: - zlib

  /// A valid zlib stream holding `data` in stored (uncompressed) deflate blocks.
  public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var output: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 0xFFFF, data.count)
      let length = UInt16(end - start)
      output.append(end == data.count ? 1 : 0)
      output += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
                 UInt8(~length >> 8)]
      output += data[start..<end]
      start = end
    } while start < data.count
    return output + bigEndian(adler32(data))
  }

  /// A zlib stream that inflates to `repeats × 258 + 1` zero bytes from about 1/160 of
  /// that: one fixed-Huffman block of a literal zero then back-references of length 258.
  public static func zlibBomb(repeats: Int) -> [UInt8] {
    var bits = PNGBitWriter()
    bits.write(1, count: 1)  // BFINAL
    bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
    bits.writeCode(0x30, length: 8)  // literal 0
    for _ in 0..<repeats {
      bits.writeCode(0xC5, length: 8)  // length symbol 285: 258 bytes
      bits.writeCode(0, length: 5)  // distance symbol 0: 1 byte back
    }
    bits.writeCode(0, length: 7)  // end of block
    return [0x78, 0x01] + bits.bytes + bigEndian(1)
  }

  // MARK: - Checksums

  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  public static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
     UInt8(value & 0xFF)]
  }
}

/// Packs bits into bytes as deflate does: fields from the least significant bit, Huffman
/// codes from their most significant bit.
private struct PNGBitWriter {
  private(set) var bytes: [UInt8] = []
  private var used = 8

  mutating func write(_ value: Int, count: Int) {
    for index in 0..<count { append(bit: value >> index & 1) }
  }

  mutating func writeCode(_ code: Int, length: Int) {
    for index in (0..<length).reversed() { append(bit: code >> index & 1) }
  }

  private mutating func append(bit: Int) {
    if used == 8 {
      bytes.append(0)
      used = 0
    }
    bytes[bytes.count - 1] |= UInt8(bit << used)
    used += 1
  }
}
