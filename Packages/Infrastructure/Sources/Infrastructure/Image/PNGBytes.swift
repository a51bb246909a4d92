/// Big-endian reads, as PNG stores every number.
enum PNGBytes {
  /// The 32-bit big-endian number at `offset`; the caller has checked the four bytes exist.
  static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  /// The 16-bit big-endian number at `offset` of a slice, or 0 when it is not there.
  static func uint16(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt16 {
    let index = bytes.startIndex + offset
    guard index >= bytes.startIndex, index + 1 < bytes.endIndex else { return 0 }
    return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
  }
}
