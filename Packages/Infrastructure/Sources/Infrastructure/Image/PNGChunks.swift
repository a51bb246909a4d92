import CZlib
import Domain

/// The chunks of a PNG file that matter for drawing it, read and checked: signature, the
/// order the specification requires, and every chunk's CRC.
struct PNGChunks: Sendable {
  /// The image header (IHDR).
  let header: PNGHeader
  /// The palette (PLTE) with the alphas of tRNS applied; empty when there is none.
  let palette: [Pixel]
  /// The raw tRNS chunk of a grey or RGB image: the one colour drawn transparent.
  let transparentSamples: [UInt16]?
  /// Every IDAT chunk's bytes, concatenated: one zlib stream.
  let imageData: [UInt8]

  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads `bytes` up to the IEND chunk; what follows IEND is ignored.
  init(_ bytes: [UInt8]) throws(ImageDecodingError) {
    guard bytes.starts(with: Self.signature) else {
      throw bytes.count < Self.signature.count && Self.signature.starts(with: bytes)
        ? .truncated : .badSignature
    }
    var state = PNGChunkOrder()
    var offset = Self.signature.count
    while true {
      let chunk = try Self.chunk(in: bytes, at: offset)
      offset = chunk.next
      guard chunk.isIntact else {
        // As libpng does: a damaged critical chunk fails the image, a damaged ancillary one
        // (real sprites carry iCCP chunks with wrong CRCs) is skipped.
        if chunk.isCritical { throw .badChecksum(chunk: chunk.type) }
        continue
      }
      try state.accept(chunk.type, body: bytes[chunk.body])
      if state.isFinished { break }
    }
    // IEND is accepted only after IHDR and IDAT, so the header is there.
    guard let header = state.header else { throw .chunkOutOfOrder(chunk: "IEND") }
    self.header = header
    self.palette = state.palette
    self.transparentSamples = state.transparentSamples
    self.imageData = state.imageData
  }

  // MARK: - One chunk

  /// One chunk's place in the file.
  private struct Chunk {
    let type: String
    let body: Range<Int>
    /// Where the next chunk starts.
    let next: Int
    /// Whether its CRC matches.
    let isIntact: Bool
    /// Whether a decoder must understand it: its type starts with a capital.
    var isCritical: Bool { type.utf8.first.map { $0 < 0x61 } ?? true }
  }

  /// The chunk at `offset`.
  private static func chunk(
    in bytes: [UInt8], at offset: Int
  ) throws(ImageDecodingError) -> Chunk {
    // Length and type, then the body, then a four-byte CRC of type and body.
    guard bytes.count - offset >= 12 else { throw .truncated }
    let length = Int(PNGBytes.uint32(bytes, at: offset))
    guard length <= Int(Int32.max) else { throw .truncated }
    guard length <= bytes.count - offset - 12 else { throw .truncated }
    let typeBytes = bytes[(offset + 4)..<(offset + 8)]
    guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
    else { throw .unsupported("a chunk type that is not four letters") }
    let type = String(decoding: typeBytes, as: UTF8.self)
    let bodyEnd = offset + 8 + length
    let expected = PNGBytes.uint32(bytes, at: bodyEnd)
    return Chunk(
      type: type, body: (offset + 8)..<bodyEnd, next: bodyEnd + 4,
      isIntact: crc(of: bytes, in: (offset + 4)..<bodyEnd) == expected)
  }

  /// The CRC-32 of `range`, by zlib.
  private static func crc(of bytes: [UInt8], in range: Range<Int>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      // `range` lies within `buffer` (checked by the caller), and chunks are under 2 GiB.
      guard let base = buffer.baseAddress else { return 0 }
      let value = crc32(0, base + range.lowerBound, uInt(range.count))
      return UInt32(truncatingIfNeeded: value)
    }
  }
}
