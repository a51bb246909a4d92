import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

/// The sprite cache's codec over the app's real compressor (Data's own tests cannot link
/// zlib): what a typical sprite costs, and that zlib's checksum turns damage into an error.
@Suite struct SpriteCacheZlibTests {
  let codec = SpriteCacheCodec(compressor: ZlibCompressor())
  /// A drawn 96×96 sprite as the cache keeps it: cropped to 66×81, 14 colours.
  let typical = DrawnSprite.sprite.cropped()

  /// zlib's output is a function of its input, level and version, so the count is exact
  /// (a zlib that deflates differently, such as zlib-ng, would change it); the body it
  /// compresses is 5,402 bytes (see `SpriteCacheCodecTests`), the sprite as RGBA 36,864.
  /// Over the 2,244 sprites of ../shared/pokeapi the mean is 720 bytes
  /// (scripts/sprite-benchmark, docs/sprites.md).
  @Test func aTypicalSpriteTakesAFewHundredBytes() throws {
    let blob = try codec.encode(typical)
    #expect(blob.count == 663)
    #expect(try codec.decode(blob) == typical)
  }

  @Test func aSpriteOfManyColoursRoundTrips() throws {
    let pixels: [Pixel] = (0..<1200).map { (n: Int) -> Pixel in
      let red = UInt8(truncatingIfNeeded: n)
      let green = UInt8(truncatingIfNeeded: n / 7)
      return Pixel(red: red, green: green, blue: 9)
    }
    let sprite = try #require(Sprite(width: 40, height: 30, pixels: pixels))
    #expect(try codec.decode(codec.encode(sprite)) == sprite)
  }

  @Test func everyTruncationOfABlobIsRefused() throws {
    let blob = try codec.encode(typical)
    var accepted: [Int] = []
    for length in 0..<blob.count where (try? codec.decode(blob.prefix(length))) != nil {
      accepted.append(length)
    }
    #expect(accepted == [])
  }

  @Test func everySingleBitFlipIsRefusedOrHarmless() throws {
    let blob = [UInt8](try codec.encode(typical))
    var wrong: [Int] = []
    for bit in 0..<(blob.count * 8) {
      var damaged = blob
      damaged[bit / 8] ^= 1 << (bit % 8)
      if let decoded = try? codec.decode(Data(damaged)), decoded != typical {
        wrong.append(bit)
      }
    }
    #expect(wrong == [])
  }

  @Test func aBodyThatWouldExpandPastItsHeaderIsRefused() throws {
    let big = try ZlibCompressor().compress(Data(count: 4 * 1024 * 1024 + 1))
    #expect(throws: SpriteCacheError.corrupt) {
      try codec.decode(Data([2, 0x04, 0x00, 0x04, 0x00, 0, 0]) + big)
    }
  }
}
