import Domain
import Foundation
import PokedexTesting
import Infrastructure
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The PNG decoder on broken and hostile files: each is refused with its own typed error,
/// without crashing and without allocating for what the file only claims to hold.
@Suite struct PNGDecoderFailureTests {
  static let ihdr = PNGTestWriter.chunk(
    "IHDR", PNGTestWriter.header(width: 2, height: 2, bitDepth: 8, colorType: 0))
  static let idat = PNGTestWriter.chunk("IDAT", PNGTestWriter.zlibStored([0, 1, 2, 0, 3, 4]))
  static let iend = PNGTestWriter.chunk("IEND", [])
  static let valid = PNGTestWriter.file([ihdr, idat, iend])

  static let brokenFiles: [(name: String, data: Data, error: ImageDecodingError)] = [
    ("not a PNG", Data("GIF89a, or any other bytes".utf8), .badSignature),
    ("empty", Data(), .truncated),
    ("a flipped header byte", flipping(byte: 20, of: valid), .badChecksum(chunk: "IHDR")),
    ("a flipped data byte", flipping(byte: 45, of: valid), .badChecksum(chunk: "IDAT")),
    ("cut inside the signature", valid.prefix(5), .truncated),
    ("cut inside a chunk", valid.prefix(40), .truncated),
    ("cut before IEND", valid.prefix(valid.count - 12), .truncated),
    ("IDAT before IHDR", PNGTestWriter.file([idat, ihdr, iend]), .chunkOutOfOrder(chunk: "IDAT")),
    ("two IHDRs", PNGTestWriter.file([ihdr, ihdr, idat, iend]), .chunkOutOfOrder(chunk: "IHDR")),
    ("IDATs split by another chunk",
     PNGTestWriter.file([ihdr, idat, PNGTestWriter.chunk("tEXt", [65]), idat, iend]),
     .chunkOutOfOrder(chunk: "IDAT")),
    ("no IDAT", PNGTestWriter.file([ihdr, iend]), .missingImageData),
    ("100000 × 100000 pixels",
     PNGTestWriter.file([
       PNGTestWriter.chunk("IHDR", PNGTestWriter.header(
         width: 100_000, height: 100_000, bitDepth: 8, colorType: 6)), idat, iend,
     ]), .tooLarge(width: 100_000, height: 100_000)),
    ("a zero width",
     PNGTestWriter.file([
       PNGTestWriter.chunk("IHDR", PNGTestWriter.header(
         width: 0, height: 1, bitDepth: 8, colorType: 0)), idat, iend,
     ]), .invalidHeader),
    ("a bit depth of 3",
     PNGTestWriter.file([
       PNGTestWriter.chunk("IHDR", PNGTestWriter.header(
         width: 2, height: 2, bitDepth: 3, colorType: 0)), idat, iend,
     ]), .invalidHeader),
    ("data inflating to 100 MB for a 2 × 2 image",
     PNGTestWriter.file([
       ihdr, PNGTestWriter.chunk("IDAT", PNGTestWriter.zlibBomb(repeats: 400_000)), iend,
     ]), .inflateOverrun),
    ("data inflating to too little", PNGTestWriter.file([
      ihdr, PNGTestWriter.chunk("IDAT", PNGTestWriter.zlibStored([0, 1, 2])), iend,
    ]), .imageDataTooShort),
    ("corrupt compressed data", PNGTestWriter.file([
      ihdr, PNGTestWriter.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF]), iend,
    ]), .inflateFailed),
    ("filter type 9", PNGTestWriter.file([
      ihdr, PNGTestWriter.chunk("IDAT", PNGTestWriter.zlibStored([9, 1, 2, 0, 3, 4])), iend,
    ]), .badFilter(9)),
    ("an unknown critical chunk",
     PNGTestWriter.file([ihdr, PNGTestWriter.chunk("ZZZZ", []), idat, iend]),
     .unsupported("chunk ZZZZ")),
    ("a palette image without PLTE", PNGTestWriter.file([
      PNGTestWriter.chunk("IHDR", PNGTestWriter.header(
        width: 2, height: 2, bitDepth: 8, colorType: 3)), idat, iend,
    ]), .invalidPalette),
    ("a palette index past a 2-entry palette", PNGTestWriter.file([
      PNGTestWriter.chunk("IHDR", PNGTestWriter.header(
        width: 2, height: 2, bitDepth: 8, colorType: 3)),
      PNGTestWriter.chunk("PLTE", [0, 0, 0, 255, 255, 255]),
      PNGTestWriter.chunk("IDAT", PNGTestWriter.zlibStored([0, 1, 0, 0, 1, 7])), iend,
    ]), .paletteIndexOutOfRange(index: 7, paletteSize: 2)),
  ]

  @Test func theValidBaseFileDecodes() throws {
    #expect(try PNGDecoder().decode(Self.valid).pixels.map(\.red) == [1, 2, 3, 4])
  }

  @Test(arguments: brokenFiles.indices)
  func eachBrokenFileGivesItsTypedError(index: Int) {
    let broken = Self.brokenFiles[index]
    #expect(throws: broken.error, "\(broken.name)") { try PNGDecoder().decode(broken.data) }
  }

  @Test func refusingEveryBrokenFileCostsAFewMegabytesAtMost() throws {
    let files = Self.brokenFiles.map(\.data)
    let before = Self.peakResidentBytes()
    for file in files { _ = try? PNGDecoder().decode(file) }
    let growth = Self.peakResidentBytes() - before
    #expect(growth < 16 << 20, "peak resident memory grew by \(growth >> 20) MB")
  }

  // MARK: - Helpers

  static func flipping(byte index: Int, of data: Data) -> Data {
    var bytes = [UInt8](data)
    bytes[index] ^= 0x01
    return Data(bytes)
  }

  /// The most memory the process has held at once so far.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return usage.ru_maxrss * 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss
    #endif
  }
}

extension PNGDecoderFailureTests {
  @Test func anAncillaryChunkWithABadChecksumIsSkippedAsLibpngDoes() throws {
    var profile = PNGTestWriter.chunk("iCCP", [1, 2, 3])
    profile[profile.count - 1] ^= 0xFF
    let file = PNGTestWriter.file([Self.ihdr, profile, Self.idat, Self.iend])
    #expect(try PNGDecoder().decode(file).pixels.map(\.red) == [1, 2, 3, 4])
  }
}
