/// One direction of an adaptive binary range coder (as in LZMA): the model code is written
/// once against this protocol and runs unchanged to encode and to decode.
protocol RangeCoding {
  /// Encodes `bit` and returns it, or decodes a bit (ignoring `bit`) and returns that,
  /// adapting `probability` (of a 0, out of 2048) either way.
  mutating func code(_ bit: Bool, _ probability: inout UInt16) -> Bool
}

extension RangeCoding {
  /// Codes the low `bits` bits of `value`, high bit first, through a binary tree of
  /// adaptive probabilities (`tree` holds `1 << bits` of them). Returns the value coded.
  mutating func code(_ value: Int, bits: Int, tree: inout [UInt16]) -> Int {
    var node = 1
    for shift in stride(from: bits - 1, through: 0, by: -1) {
      let bit = code(value >> shift & 1 == 1, &tree[node])
      node = node << 1 | (bit ? 1 : 0)
    }
    return node - (1 << bits)
  }
}

/// Probabilities' scale and adaptation speed, shared by both directions.
enum RangeModel {
  static let one: UInt32 = 1 << 11
  static let initial = UInt16(1 << 10)
  static let adaptShift: UInt16 = 5
  static let top: UInt32 = 1 << 24

  /// A fresh bit tree for values of `bits` bits.
  static func tree(bits: Int) -> [UInt16] { Array(repeating: initial, count: 1 << bits) }

  static func adapt(_ probability: inout UInt16, bit: Bool) {
    if bit {
      probability -= probability >> adaptShift
    } else {
      probability += (UInt16(one) - probability) >> adaptShift
    }
  }
}

/// Writes bits into bytes.
struct RangeEncoder: RangeCoding {
  private(set) var bytes: [UInt8] = []
  private var low: UInt64 = 0
  private var range: UInt32 = 0xFFFF_FFFF
  private var cache: UInt8 = 0
  private var pending = 1

  mutating func code(_ bit: Bool, _ probability: inout UInt16) -> Bool {
    let bound = (range >> 11) &* UInt32(probability)
    if bit {
      low &+= UInt64(bound)
      range &-= bound
    } else {
      range = bound
    }
    RangeModel.adapt(&probability, bit: bit)
    while range < RangeModel.top {
      range <<= 8
      shiftLow()
    }
    return bit
  }

  /// Writes out what is still held, after which `bytes` is complete.
  mutating func finish() {
    for _ in 0..<5 { shiftLow() }
  }

  private mutating func shiftLow() {
    if low < 0xFF00_0000 || low >= 1 << 32 {
      let carry = UInt8(truncatingIfNeeded: low >> 32)
      var byte = cache
      while pending > 0 {
        bytes.append(byte &+ carry)
        byte = 0xFF
        pending -= 1
      }
      cache = UInt8(truncatingIfNeeded: low >> 24)
    }
    pending += 1
    low = (low & 0x00FF_FFFF) << 8
  }
}

/// Reads bits back from bytes; reading past their end yields zeros and is counted, so a
/// truncated blob is noticed rather than trusted.
struct RangeDecoder: RangeCoding {
  private let bytes: ArraySlice<UInt8>
  private var position: Int
  private var range: UInt32 = 0xFFFF_FFFF
  private var value: UInt32 = 0
  /// How many bytes were read past the end.
  private(set) var overread = 0

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    self.position = bytes.startIndex
    for _ in 0..<5 { value = value << 8 | UInt32(nextByte()) }
  }

  mutating func code(_ bit: Bool, _ probability: inout UInt16) -> Bool {
    let bound = (range >> 11) &* UInt32(probability)
    let decoded = value >= bound
    if decoded {
      value &-= bound
      range &-= bound
    } else {
      range = bound
    }
    RangeModel.adapt(&probability, bit: decoded)
    while range < RangeModel.top {
      range <<= 8
      value = value << 8 | UInt32(nextByte())
    }
    return decoded
  }

  private mutating func nextByte() -> UInt8 {
    guard position < bytes.endIndex else {
      overread += 1
      return 0
    }
    defer { position += 1 }
    return bytes[position]
  }
}
