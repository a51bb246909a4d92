import Foundation
import Infrastructure
import Testing

@Suite("zlib, expanded a piece at a time")
struct ZlibStreamTests {
  /// Bytes that compress well but not to nothing, so several pieces come out.
  static func sample(_ size: Int) -> Data {
    Data((0..<size).map { UInt8(truncatingIfNeeded: $0 % 13 == 0 ? $0 / 13 : 65) })
  }

  @Test(arguments: [1, 1_000, 1_000_000])
  func theWholeComesOutInOrder(size: Int) throws {
    let original = Self.sample(size)
    let compressed = try ZlibCompressor().compress(original)
    var pieces: [Data] = []
    try ZlibStream.expand(compressed, expectedSize: size) { pieces.append($0) }
    #expect(pieces.reduce(Data(), +) == original)
    #expect(pieces.allSatisfy { $0.count <= 256 * 1024 })
    #expect(pieces.count == (size + 256 * 1024 - 1) / (256 * 1024))
  }

  @Test(arguments: [999, 1_001])
  func aSizeOtherThanPromisedIsRefused(claimed: Int) throws {
    let compressed = try ZlibCompressor().compress(Self.sample(1_000))
    #expect(throws: ZlibStreamError.self) {
      try ZlibStream.expand(compressed, expectedSize: claimed) { _ in }
    }
  }

  @Test func damagedOrCutDataIsRefused() throws {
    let compressed = try ZlibCompressor().compress(Self.sample(100_000))
    var damaged = compressed
    damaged[damaged.startIndex + 10] ^= 0xFF
    #expect(throws: ZlibStreamError.self) {
      try ZlibStream.expand(damaged, expectedSize: 100_000) { _ in }
    }
    #expect(throws: ZlibStreamError.self) {
      try ZlibStream.expand(compressed.prefix(compressed.count / 2), expectedSize: 100_000) { _ in }
    }
    #expect(throws: ZlibStreamError.self) {
      try ZlibStream.expand(Data(), expectedSize: 0) { _ in }
    }
  }

  @Test func whatTheWriterThrowsStopsTheExpansion() throws {
    struct Full: Error {}
    let compressed = try ZlibCompressor().compress(Self.sample(1_000_000))
    var calls = 0
    #expect(throws: Full.self) {
      try ZlibStream.expand(compressed, expectedSize: 1_000_000) { _ in
        calls += 1
        throw Full()
      }
    }
    #expect(calls == 1)
  }
}
