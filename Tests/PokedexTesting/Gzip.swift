import Foundation

/// A minimal gzip encoder (RFC 1952 around RFC 1951 "stored" blocks), so tests can serve
/// real `Content-Encoding: gzip` bodies without checking binary fixtures in.
///
/// It does not compress: every byte is stored verbatim. That is all a test needs to prove
/// the client decodes gzip, and it keeps the encoder short enough to trust by reading.
public enum Gzip {
  /// `data` wrapped in a valid gzip member that any gzip decoder expands back to `data`.
  public static func encode(_ data: Data) -> Data {
    var output = Data(header)
    output.append(storedBlocks(data))
    output.append(littleEndian: crc32(data))
    output.append(littleEndian: UInt32(truncatingIfNeeded: data.count))
    return output
  }

  // MARK: - Container

  /// Magic number, deflate method, no flags, no modification time, no extra flags,
  /// "unknown" operating system.
  private static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF]

  /// The largest payload one stored block can carry (its length is a 16-bit field).
  private static let maxBlockSize = 0xFFFF

  // MARK: - Deflate stored blocks

  /// `data` as a sequence of stored blocks, the last one flagged final. Empty data is
  /// still one (empty) final block, as deflate requires at least one.
  private static func storedBlocks(_ data: Data) -> Data {
    let bytes = [UInt8](data)
    var output = Data()
    var start = 0
    repeat {
      let end = min(start + maxBlockSize, bytes.count)
      let isFinal = end == bytes.count
      let length = UInt16(end - start)
      // BFINAL in bit 0, BTYPE 00 (stored); the rest of the byte is padding.
      output.append(isFinal ? 0x01 : 0x00)
      output.append(littleEndian: length)
      output.append(littleEndian: ~length)
      output.append(contentsOf: bytes[start..<end])
      start = end
    } while start < bytes.count
    return output
  }

  // MARK: - CRC-32

  /// The CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) gzip stores after the data.
  private static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return ~crc
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}

// MARK: - Little-endian appends

extension Data {
  fileprivate mutating func append<Integer: FixedWidthInteger>(littleEndian value: Integer) {
    for shift in stride(from: 0, to: Integer.bitWidth, by: 8) {
      append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }
}
