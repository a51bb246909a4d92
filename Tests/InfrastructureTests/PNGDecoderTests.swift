import Domain
import Foundation
import PokedexTesting
import Infrastructure
import Testing

/// The PNG decoder on images the tests write themselves: every colour type and bit depth,
/// with and without Adam7 interlacing, all five filters, and transparency.
@Suite struct PNGDecoderTests {
  /// Every colour type with every bit depth the specification allows.
  static let formats: [(colorType: UInt8, bitDepth: Int)] = [
    (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
    (4, 8), (4, 16), (6, 8), (6, 16),
  ]

  static let cases = formats.flatMap { format in
    [false, true].map { (format.colorType, format.bitDepth, $0) }
  }

  @Test(arguments: cases)
  func decodesEveryPixelOfEachColourTypeBitDepthAndInterlacing(
    colorType: UInt8, bitDepth: Int, interlaced: Bool
  ) throws {
    let maximum = (1 << bitDepth) - 1
    var image = PNGTestImage(
      width: 11, height: 9, colorType: colorType, bitDepth: bitDepth, interlaced: interlaced,
      sample: { x, y, channel in (x * 37 + y * 101 + channel * 53 + 5) * 2_473 % (maximum + 1) })
    let palette = Self.palette(entries: min(256, maximum + 1))
    if colorType == 3 { image.chunksBeforeData = [PNGTestWriter.chunk("PLTE", palette.bytes)] }

    let sprite = try PNGDecoder().decode(image.png)

    #expect(sprite.width == 11 && sprite.height == 9)
    var wrong: [String] = []
    for y in 0..<9 {
      for x in 0..<11 {
        let samples = (0..<image.channels).map { image.sample(x, y, $0) }
        let expected = Self.expectedPixel(
          samples, colorType: colorType, bitDepth: bitDepth, palette: palette.pixels)
        if sprite[x, y] != expected { wrong.append("(\(x), \(y)): \(sprite[x, y])") }
      }
    }
    #expect(wrong == [])
  }

  @Test func readsKnownPixelsOfASmallRGBAImage() throws {
    let pixels: [[Int]] = [[255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 0], [9, 8, 7, 6]]
    let image = PNGTestImage(
      width: 2, height: 2, colorType: 6, bitDepth: 8,
      sample: { x, y, channel in pixels[y * 2 + x][channel] })

    let sprite = try PNGDecoder().decode(image.png)

    #expect(sprite.pixels == [
      Pixel(red: 255, green: 0, blue: 0), Pixel(red: 0, green: 255, blue: 0, alpha: 128),
      Pixel(red: 0, green: 0, blue: 255, alpha: 0), Pixel(red: 9, green: 8, blue: 7, alpha: 6),
    ])
  }

  @Test func scalesLowGreyDepthsToTheFullRangeAndKeepsTheHighByteOf16Bits() throws {
    let twoBit = PNGTestImage(
      width: 4, height: 1, colorType: 0, bitDepth: 2, sample: { x, _, _ in x })
    let sixteen = PNGTestImage(
      width: 1, height: 1, colorType: 0, bitDepth: 16, sample: { _, _, _ in 0xABCD })

    #expect(try PNGDecoder().decode(twoBit.png).pixels.map(\.red) == [0, 85, 170, 255])
    #expect(try PNGDecoder().decode(sixteen.png).pixels.map(\.red) == [0xAB])
  }

  @Test func appliesPaletteAlphasAndTheTransparentGreyAndRGBValues() throws {
    var palette = PNGTestImage(
      width: 3, height: 1, colorType: 3, bitDepth: 8, sample: { x, _, _ in x })
    palette.chunksBeforeData = [
      PNGTestWriter.chunk("PLTE", [10, 20, 30, 40, 50, 60, 70, 80, 90]),
      PNGTestWriter.chunk("tRNS", [0, 100]),
    ]
    var grey = PNGTestImage(
      width: 2, height: 1, colorType: 0, bitDepth: 16, sample: { x, _, _ in x == 0 ? 700 : 701 })
    grey.chunksBeforeData = [PNGTestWriter.chunk("tRNS", [0x02, 0xBC])]
    var rgb = PNGTestImage(
      width: 2, height: 1, colorType: 2, bitDepth: 8, sample: { x, _, c in x == 0 ? c : 9 })
    rgb.chunksBeforeData = [PNGTestWriter.chunk("tRNS", [0, 0, 0, 1, 0, 2])]

    #expect(try PNGDecoder().decode(palette.png).pixels.map(\.alpha) == [0, 100, 255])
    #expect(try PNGDecoder().decode(grey.png).pixels.map(\.alpha) == [0, 255])
    #expect(try PNGDecoder().decode(rgb.png).pixels.map(\.alpha) == [0, 255])
  }

  @Test(arguments: [UInt8(0), 1, 2, 3, 4])
  func undoesEachFilterAlone(filter: UInt8) throws {
    let image = PNGTestImage(
      width: 7, height: 5, colorType: 6, bitDepth: 16, filters: [filter],
      sample: { x, y, c in (x * 9_001 + y * 30_011 + c * 7_919) & 0xFFFF })
    let sprite = try PNGDecoder().decode(image.png)
    #expect(sprite[6, 4].red == UInt8(image.sample(6, 4, 0) >> 8))
    let alphas = (0..<35).map { UInt8(image.sample($0 % 7, $0 / 7, 3) >> 8) }
    #expect(sprite.pixels.map(\.alpha) == alphas)
  }

  @Test func decodesAnInterlacedImageSmallerThanSomePasses() throws {
    let image = PNGTestImage(
      width: 1, height: 1, colorType: 2, bitDepth: 8, interlaced: true,
      sample: { _, _, c in c + 1 })
    #expect(try PNGDecoder().decode(image.png).pixels == [Pixel(red: 1, green: 2, blue: 3)])
  }

  // MARK: - Expectations

  static func palette(entries: Int) -> (bytes: [UInt8], pixels: [Pixel]) {
    let pixels = (0..<entries).map { (entry: Int) -> Pixel in
      let blue = UInt8(entry * 3 & 0xFF)
      return Pixel(red: UInt8(entry), green: UInt8(255 - entry), blue: blue)
    }
    return (pixels.flatMap { [$0.red, $0.green, $0.blue] }, pixels)
  }

  static func expectedPixel(
    _ samples: [Int], colorType: UInt8, bitDepth: Int, palette: [Pixel]
  ) -> Pixel {
    let eight = samples.map { bitDepth == 16 ? $0 >> 8 : $0 * 255 / ((1 << bitDepth) - 1) }
      .map(UInt8.init)
    switch colorType {
    case 0: return Pixel(red: eight[0], green: eight[0], blue: eight[0])
    case 2: return Pixel(red: eight[0], green: eight[1], blue: eight[2])
    case 3: return palette[samples[0]]
    case 4: return Pixel(red: eight[0], green: eight[0], blue: eight[0], alpha: eight[1])
    default: return Pixel(red: eight[0], green: eight[1], blue: eight[2], alpha: eight[3])
    }
  }
}
