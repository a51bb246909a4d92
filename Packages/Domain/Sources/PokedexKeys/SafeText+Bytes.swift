/// The questions every text pokecli shows is asked (is it ASCII, does it hold a control),
/// answered on its UTF-8 bytes in one tight loop.
///
/// Why bytes: a table of thousands of rows (a place's Pokémon, Magikarp's places) asks
/// them of every cell and line, and walking a string's `utf8` or `unicodeScalars` view an
/// element at a time costs about 25 instructions a byte; a loop over the bytes themselves
/// costs a few. A native string's bytes are contiguous; a string that is not (bridged
/// from elsewhere) is asked the same questions a byte or a scalar at a time.
extension SafeText {
  /// Whether every byte of `text` is printable ASCII (U+0020 to U+007E): such text is
  /// clean as it is, and each byte takes one terminal column.
  public static func isPrintableASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      endOfPrintableASCII(in: bytes, from: 0) == bytes.count
    } ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Whether every byte of `text` is ASCII (below U+0080).
  public static func isASCII(_ text: some StringProtocol) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where byte >= 0x80 { return false }
      return true
    } ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Whether `text` holds a scalar `isUnsafe` names, a line feed excepted when
  /// `allowingLineFeeds`: what `clean` and the output filter look for before they copy.
  public static func containsUnsafe(_ text: String, allowingLineFeeds: Bool = false) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      firstUnsafe(in: bytes, allowingLineFeeds: allowingLineFeeds) != nil
    } ?? text.unicodeScalars.contains { isUnsafe($0) && !(allowingLineFeeds && $0 == "\n") }
  }

  /// The offset of the first byte that starts an unsafe scalar in `bytes` (valid UTF-8).
  ///
  /// Outside ASCII only a few scalars are unsafe, and each is known by its first bytes:
  /// the C1 controls U+0080–U+009F are `C2 80`–`C2 9F`; U+061C is `D8 9C`; U+200E, U+200F
  /// and U+2028–U+202E are `E2 80` then `8E`, `8F` or `A8`–`AE`; U+2066–U+2069 are `E2 81`
  /// then `A6`–`A9`. A lead byte (`C2`, `D8`, `E2`) is never a continuation byte (`80`–`BF`),
  /// so the loop may step a byte at a time and still see each scalar's start.
  static func firstUnsafe(
    in bytes: UnsafeBufferPointer<UInt8>, allowingLineFeeds: Bool
  ) -> Int? {
    let count = bytes.count
    var index = 0
    while index < count {
      index = endOfPrintableASCII(in: bytes, from: index)
      guard index < count else { return nil }
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0x0A && allowingLineFeeds {
          index += 1
          continue
        }
        return index
      }
      let second: UInt8 = index + 1 < count ? bytes[index + 1] : 0
      let third: UInt8 = index + 2 < count ? bytes[index + 2] : 0
      switch (byte, second) {
      case (0xC2, 0x80...0x9F), (0xD8, 0x9C): return index
      case (0xE2, 0x80) where third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third):
        return index
      case (0xE2, 0x81) where (0xA6...0xA9).contains(third): return index
      default: index += 1
      }
    }
    return nil
  }

  /// The offset of the first byte from `start` on that is not printable ASCII, or the
  /// count when there is none: eight bytes at a time while they are all printable (a
  /// word has a byte below 0x20 when subtracting 0x20 from each borrows into a high bit
  /// the byte did not have, and one above 0x7E when adding 1 to each, or the byte itself,
  /// sets it), then a byte at a time.
  static func endOfPrintableASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = bytes.count
    var index = start
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highBits: UInt64 = 0x8080_8080_8080_8080
      while count - index >= 8 {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let below = (word &- ones &* 0x20) & ~word & highBits
        let above = ((word &+ ones) | word) & highBits
        guard below | above == 0 else { break }
        index += 8
      }
    }
    while index < count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
    return index
  }
}
