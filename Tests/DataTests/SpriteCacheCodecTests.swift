import CustomDump
import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

/// The cached form of a sprite: its layout, round trips, and refusing damaged or hostile
/// blobs before allocating for them. With `ReversingCompressor` the body is visible and its
/// size is the expanded size; `SpriteCacheZlibTests` (CLITests) measures it under zlib.
@Suite struct SpriteCacheCodecTests {
  static let codec = SpriteCacheCodec(compressor: ReversingCompressor())
  static let red = Pixel(red: 220, green: 30, blue: 30)
  static let yellow = Pixel(red: 250, green: 210, blue: 40)
  static let shade = Pixel(red: 10, green: 10, blue: 10, alpha: 120)

  static let sprites: [(name: String, sprite: Sprite)] = [
    ("empty", .empty),
    ("one pixel", sprite(1, 1) { _, _ in red }),
    ("one transparent pixel", sprite(1, 1) { _, _ in .clear }),
    ("stripes", sprite(7, 5) { x, _ in x % 2 == 0 ? red : yellow }),
    ("a disc with a half-transparent shadow", disc),
    ("exactly 256 colours", sprite(16, 17) { x, y in grey(min(y * 16 + x, 255)) }),
    ("257 colours", sprite(16, 17) { x, y in grey(y * 16 + x, alpha: y == 16 ? 9 : 255) }),
    ("noise in 300 colours", sprite(40, 30) { x, y in
      let n = (x * 7 + y * 13) % 300
      return Pixel(red: UInt8(n % 256), green: UInt8(n / 2), blue: UInt8(x), alpha: 255)
    }),
    ("every colour distinct", sprite(96, 96) { x, y in
      Pixel(red: UInt8(x), green: UInt8(y), blue: UInt8((x + y) % 256), alpha: 200)
    }),
    ("a drawn 96×96 sprite", DrawnSprite.sprite),
    ("the same, cropped", DrawnSprite.sprite.cropped()),
  ]

  static let disc = sprite(24, 20) { x, y in
    let (dx, dy) = (x - 12, y - 10)
    return dx * dx + dy * dy < 49 ? yellow : dx * dx + dy * dy < 81 ? shade : .clear
  }

  // MARK: - Round trips and layout

  @Test(arguments: sprites.indices)
  func aSpriteRoundTrips(index: Int) throws {
    let sprite = Self.sprites[index].sprite
    let decoded = try Self.codec.decode(Self.codec.encode(sprite))
    expectNoDifference(decoded, sprite, "\(Self.sprites[index].name)")
  }

  @Test func fullyTransparentPixelsLoseOnlyTheirInvisibleColour() throws {
    let hidden = Pixel(red: 1, green: 2, blue: 3, alpha: 0)
    let sprite = Self.sprite(2, 1) { x, _ in x == 0 ? hidden : Self.red }
    let decoded = try Self.codec.decode(Self.codec.encode(sprite))
    #expect(decoded.pixels == [.clear, Self.red])
  }

  @Test func aPaletteSpriteIsAHeaderThenItsColoursThenOneIndexBytePerPixel() throws {
    let sprite = Self.sprite(3, 2) { x, y in x == y ? Self.red : .clear }
    let body: [UInt8] = [220, 30, 30, 255, 0, 0, 0, 0] + [0, 1, 1, 1, 0, 1]
    let blob = try Self.codec.encode(sprite)
    #expect([UInt8](blob) == [2, 0, 3, 0, 2, 0, 2] + body.reversed())
  }

  @Test func aSpriteOfMoreThan256ColoursIsStoredAsRawRGBA() throws {
    let blob = try Self.codec.encode(Self.sprites[6].sprite)
    #expect([UInt8](blob.prefix(7)) == [2, 0, 16, 0, 17, 0, 0])
    #expect(blob.count == 7 + 16 * 17 * 4)
  }

  /// The body before compression: 4 bytes for each of 14 colours, then one byte a pixel
  /// (96 × 96 whole, 66 × 81 cropped as the cache stores it), after the 7-byte header.
  @Test func aDrawnSpriteExpandsToOneBytePerPixelPlusItsPalette() throws {
    let cropped = DrawnSprite.sprite.cropped()
    #expect(cropped.width == 66 && cropped.height == 81)
    #expect(try Self.codec.encode(DrawnSprite.sprite).count == 7 + 4 * 14 + 96 * 96)
    #expect(try Self.codec.encode(cropped).count == 7 + 4 * 14 + 66 * 81)
  }

  // MARK: - Damaged and hostile blobs

  @Test func everyTruncationOfABlobIsRefused() throws {
    let blob = try Self.codec.encode(Self.disc)
    var accepted: [Int] = []
    for length in 0..<blob.count where (try? Self.codec.decode(blob.prefix(length))) != nil {
      accepted.append(length)
    }
    #expect(accepted == [])
  }

  @Test func aBlobOfTheRangeCodedLayoutIsRefusedByVersion() {
    let old: [UInt8] = [1, 0, 2, 0, 2, 0, 0, 1, 0x12, 0x34, 0x56, 0x78, 0, 0, 0, 0]
    #expect(throws: SpriteCacheError.unsupportedVersion(1)) {
      try Self.codec.decode(Data(old))
    }
  }

  @Test(arguments: [
    ([UInt8](), SpriteCacheError.truncated),
    ([2, 0, 1, 0, 1, 0], .truncated),
    ([0xFF, 0, 1, 0, 1, 0, 1], .unsupportedVersion(0xFF)),
    ([2, 0xFF, 0xFF, 0xFF, 0xFF, 0, 1], .corrupt),
    ([2, 0x04, 0x01, 0, 1, 0, 0], .corrupt),
    ([2, 0, 1, 0x04, 0x01, 0, 0], .corrupt),
    ([2, 0, 20, 0, 20, 0x01, 0x01], .corrupt),
    ([2, 0, 2, 0, 2, 0, 5], .corrupt),
    ([2, 0, 0, 0, 9, 0, 1], .corrupt),
  ])
  func impossibleHeadersAreRefusedBeforeAnythingIsExpanded(
    bytes: [UInt8], error: SpriteCacheError
  ) {
    let compressor = RecordingCompressor()
    #expect(throws: error) {
      try SpriteCacheCodec(compressor: compressor).decode(Data(bytes))
    }
    #expect(compressor.expandedSizes == [])
  }

  @Test func theLargestHeaderAsksForFourMebibytesAtMost() {
    let compressor = RecordingCompressor()
    let codec = SpriteCacheCodec(compressor: compressor)
    _ = try? codec.decode(Data([2, 0x04, 0x00, 0x04, 0x00, 0, 0]))
    _ = try? codec.decode(Data([2, 0x04, 0x00, 0x04, 0x00, 0x01, 0x00]))
    #expect(compressor.expandedSizes == [4 * 1024 * 1024, 4 * 256 + 1024 * 1024])
  }

  @Test func aPixelNamingAColourThePaletteLacksIsRefused() {
    let body: [UInt8] = [220, 30, 30, 255] + [0, 1]
    #expect(throws: SpriteCacheError.corrupt) {
      try Self.codec.decode(Data([2, 0, 2, 0, 1, 0, 1] + body.reversed()))
    }
  }

  @Test func aCompressorThatBreaksItsPromiseOfSizeIsRefusedNotTrusted() throws {
    let blob = try Self.codec.encode(Self.disc)
    #expect(throws: SpriteCacheError.corrupt) {
      try SpriteCacheCodec(compressor: RecordingCompressor(answer: Data(count: 5)))
        .decode(blob)
    }
  }

  // MARK: - Helpers

  static func sprite(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> Pixel) -> Sprite {
    let pixels = (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
    return Sprite(width: width, height: height, pixels: pixels) ?? .empty
  }

  static func grey(_ level: Int, alpha: UInt8 = 255) -> Pixel {
    let value = UInt8(clamping: level)
    return Pixel(red: value, green: value, blue: value, alpha: alpha)
  }
}

/// A `Compressor` that records the sizes it is asked to expand to and answers `answer`
/// (by default, fails): it shows whether, and for how much, a decoder would allocate.
final class RecordingCompressor: Compressor, @unchecked Sendable {
  private let lock = NSLock()
  private var sizes: [Int] = []
  private let answer: Data?

  init(answer: Data? = nil) { self.answer = answer }

  var expandedSizes: [Int] { lock.withLock { sizes } }

  func compress(_ data: Data) throws -> Data { data }

  func expand(_ data: Data, originalSize: Int) throws -> Data {
    lock.withLock { sizes.append(originalSize) }
    guard let answer else { throw PokedexError.unexpected(reason: "recorded only") }
    return answer
  }
}
