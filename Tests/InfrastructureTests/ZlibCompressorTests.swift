import Domain
import Foundation
import Infrastructure
import Testing

@Suite("zlib compressor")
struct ZlibCompressorTests {
  let compressor = ZlibCompressor()

  @Test(arguments: [0, 1, 100, 100_000])
  func whatIsCompressedExpandsBackExactly(size: Int) throws {
    let text = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 % 7 == 0 ? $0 : 65) })
    let compressed = try compressor.compress(text)
    #expect(try compressor.expand(compressed, originalSize: size) == text)
    #expect(try compressor.compress(text) == compressed)
  }

  @Test func repetitiveTextShrinks() throws {
    let text = Data(String(repeating: "Pikachu, the Mouse Pokémon. ", count: 200).utf8)
    #expect(try compressor.compress(text).count < text.count / 10)
  }

  @Test(arguments: [-1, 0, 27, 29])
  func aWrongSizeIsRefused(claimed: Int) throws {
    let compressed = try compressor.compress(Data(repeating: 1, count: 28))
    #expect(throws: PokedexError.self) {
      try compressor.expand(compressed, originalSize: claimed)
    }
  }

  @Test func damagedBytesAreRefusedNotTrapped() throws {
    var compressed = try compressor.compress(Data(repeating: 7, count: 1000))
    compressed[compressed.count / 2] ^= 0xFF
    #expect(throws: PokedexError.self) {
      try compressor.expand(compressed, originalSize: 1000)
    }
    #expect(throws: PokedexError.self) {
      try compressor.expand(Data("not zlib".utf8), originalSize: 10)
    }
  }
}
