import CustomDump
import PokedexData
import Domain
import Foundation
import Testing

/// The cached form of a sprite: round trips, compactness, and refusing damaged blobs.
@Suite struct SpriteCacheCodecTests {
  static let red = Pixel(red: 220, green: 30, blue: 30)
  static let yellow = Pixel(red: 250, green: 210, blue: 40)
  static let shade = Pixel(red: 10, green: 10, blue: 10, alpha: 120)

  static let sprites: [(name: String, sprite: Sprite)] = [
    ("empty", .empty),
    ("one pixel", sprite(1, 1) { _, _ in red }),
    ("one transparent pixel", sprite(1, 1) { _, _ in .clear }),
    ("stripes", sprite(7, 5) { x, _ in x % 2 == 0 ? red : yellow }),
    ("a disc with a half-transparent shadow", sprite(24, 20) { x, y in
      let (dx, dy) = (x - 12, y - 10)
      return dx * dx + dy * dy < 49 ? yellow : dx * dx + dy * dy < 81 ? shade : .clear
    }),
    ("noise in 300 colours", sprite(40, 30) { x, y in
      let n = (x * 7 + y * 13) % 300
      return Pixel(red: UInt8(n % 256), green: UInt8(n / 2), blue: UInt8(x), alpha: 255)
    }),
    ("every colour distinct", sprite(96, 96) { x, y in
      Pixel(red: UInt8(x), green: UInt8(y), blue: UInt8((x + y) % 256), alpha: 200)
    }),
  ]

  @Test(arguments: sprites.indices)
  func aSpriteRoundTrips(index: Int) throws {
    let sprite = Self.sprites[index].sprite
    let decoded = try SpriteCacheCodec.decode(SpriteCacheCodec.encode(sprite))
    expectNoDifference(decoded, sprite, "\(Self.sprites[index].name)")
  }

  @Test func fullyTransparentPixelsLoseOnlyTheirInvisibleColour() throws {
    let hidden = Pixel(red: 1, green: 2, blue: 3, alpha: 0)
    let sprite = Self.sprite(2, 1) { x, _ in x == 0 ? hidden : Self.red }
    let decoded = try SpriteCacheCodec.decode(SpriteCacheCodec.encode(sprite))
    #expect(decoded.pixels == [.clear, Self.red])
  }

  @Test func aPixelArtSpriteTakesAFewHundredBytes() {
    let disc = Self.sprites[4].sprite
    #expect(SpriteCacheCodec.encode(disc).count < 120)
  }

  @Test func everyTruncationOfABlobIsRefused() {
    let blob = SpriteCacheCodec.encode(Self.sprites[4].sprite)
    var accepted: [Int] = []
    for length in 0..<(blob.count - 4) {
      if (try? SpriteCacheCodec.decode(blob.prefix(length))) != nil { accepted.append(length) }
    }
    #expect(accepted == [])
  }

  @Test func everySingleBitFlipIsRefusedOrHarmless() {
    let sprite = Self.sprites[4].sprite
    let blob = [UInt8](SpriteCacheCodec.encode(sprite))
    var wrong: [Int] = []
    for bit in 0..<(blob.count * 8) {
      var damaged = blob
      damaged[bit / 8] ^= 1 << (bit % 8)
      if let decoded = try? SpriteCacheCodec.decode(Data(damaged)), decoded != sprite {
        wrong.append(bit)
      }
    }
    #expect(wrong == [])
  }

  @Test(arguments: [
    ([UInt8](), SpriteCacheError.truncated),
    ([2, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0], .unsupportedVersion(2)),
    ([1, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 1, 0, 0, 0, 0, 0, 0], .corrupt),
    ([1, 0, 2, 0, 2, 0, 0, 9, 0, 0, 0, 0, 0, 0], .corrupt),
    ([1, 0, 2, 0, 2, 0, 0, 0, 0, 0, 0, 0], .corrupt),
  ])
  func impossibleHeadersAreRefused(bytes: [UInt8], error: SpriteCacheError) {
    #expect(throws: error) { try SpriteCacheCodec.decode(Data(bytes)) }
  }

  static func sprite(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> Pixel) -> Sprite {
    let pixels = (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
    return Sprite(width: width, height: height, pixels: pixels) ?? .empty
  }
}
