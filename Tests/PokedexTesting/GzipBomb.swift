import Foundation

/// A gzip member that inflates to a chosen, huge size from about a thousandth of it: the
/// "gzip bomb" a hostile server sends to exhaust a client's memory.
///
/// It is one dynamic-Huffman deflate block (RFC 1951) over a three-symbol alphabet: the
/// literal 0 (code `10`), end of block (`11`) and "copy 258 bytes" (`0`), with a single
/// distance code, 1 (`0`). After one literal zero, every copy of 258 zeros costs two zero
/// bits, so the body is a short header, then nothing but zero bytes: 1 MiB of them
/// inflates to about 1 GiB. It is built in memory in a few milliseconds, nothing is
/// compressed and no binary fixture is checked in.
///
/// The trailer's CRC-32 is left zero: computing it would mean walking the gigabyte, and a
/// client that reads that far has already failed the test.
public enum GzipBomb {
  /// A gzip member that inflates to `size` zero bytes, give or take 257.
  public static func member(inflatingTo size: Int) -> Data {
    let copies = max(0, size - 1) / 258
    var bits = BitWriter()
    // Block header: final, dynamic Huffman; 286 literal/length codes, 1 distance code,
    // 18 code-length codes.
    bits.write(1, count: 1)
    bits.write(2, count: 2)
    bits.write(286 - 257, count: 5)
    bits.write(0, count: 5)
    bits.write(18 - 4, count: 4)
    // Code-length code lengths, in RFC order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1:
    // symbol 18 (a run of zeros) gets 1 bit, symbols 1 and 2 get 2 bits.
    for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] {
      bits.write(UInt32(length), count: 3)
    }
    // Code lengths of the 286 + 1 symbols: 0 → 2, 1…255 → 0, 256 → 2, 257…284 → 0,
    // 285 → 1, distance 0 → 1. Code-length codes: 18 = `0`, 1 = `10`, 2 = `11`.
    bits.writeCode(0b11, count: 2)  // 2
    bits.writeCode(0b0, count: 1)
    bits.write(138 - 11, count: 7)  // 138 zeros
    bits.writeCode(0b0, count: 1)
    bits.write(117 - 11, count: 7)  // 117 zeros
    bits.writeCode(0b11, count: 2)  // 2
    bits.writeCode(0b0, count: 1)
    bits.write(28 - 11, count: 7)  // 28 zeros
    bits.writeCode(0b10, count: 2)  // 1
    bits.writeCode(0b10, count: 2)  // 1
    // Data: one literal zero, then the copies (two zero bits each), then end of block.
    bits.writeCode(0b10, count: 2)
    bits.writeZeros(copies * 2)
    bits.writeCode(0b11, count: 2)

    var output = Data([0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xFF])
    output.append(bits.data)
    let inflated = UInt32(truncatingIfNeeded: 1 + copies * 258)
    for value in [UInt32(0), inflated] {
      for shift in stride(from: 0, to: 32, by: 8) {
        output.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
      }
    }
    return output
  }
}

/// Packs bits least-significant first, as deflate does.
private struct BitWriter {
  private(set) var bytes = Data()
  private var current: UInt8 = 0
  private var used = 0

  /// `count` bits of `value`, least significant first (header fields, extra bits).
  mutating func write(_ value: UInt32, count: Int) {
    for index in 0..<count { push(value >> UInt32(index) & 1 == 1) }
  }

  /// A Huffman code of `count` bits, most significant first.
  mutating func writeCode(_ code: UInt32, count: Int) {
    for index in stride(from: count - 1, through: 0, by: -1) {
      push(code >> UInt32(index) & 1 == 1)
    }
  }

  /// `count` zero bits, whole bytes at a time once aligned.
  mutating func writeZeros(_ count: Int) {
    var left = count
    while left > 0, used != 0 {
      push(false)
      left -= 1
    }
    bytes.append(Data(count: left / 8))
    for _ in 0..<(left % 8) { push(false) }
  }

  /// The bytes written, the last one padded with zeros.
  var data: Data {
    used == 0 ? bytes : bytes + [current]
  }

  private mutating func push(_ bit: Bool) {
    if bit { current |= 1 << UInt8(used) }
    used += 1
    if used == 8 {
      bytes.append(current)
      current = 0
      used = 0
    }
  }
}
