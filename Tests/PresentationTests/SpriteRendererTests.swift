import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Sprite rendering")
struct SpriteRendererTests {
  static let themes: [(String, Theme)] = [
    ("24-bit", .ansi), ("256", .ansi256), ("16", .ansi16),
  ]

  @Test func eachColourDepthPaintsTheSpriteItsOwnWay() {
    for (name, theme) in Self.themes {
      let lines = SpriteRenderer.lines(
        of: SpriteFixtures.creature, theme: theme, maxWidth: 40, maxHeight: 20)
      assertSnapshot(of: lines.joined(separator: "\n"), as: .readableLines, named: name)
    }
  }

  @Test func cropsTheMarginsAndDrawsTwoPixelsACell() {
    let lines = SpriteRenderer.lines(
      of: SpriteFixtures.creature, theme: .ansi, maxWidth: 40, maxHeight: 20)
    #expect(Self.visible(lines) == """
      ▀▄·····▄▀·
      ·▀▀▀▀▀▀▀··
      ▀▀▀▀▀▀▀▀▀·
      ··▀▀▀▀▀·▄▀
      ·▀▀▀▀▀▀▀··
      """)
  }

  @Test func aCellHalfTransparentShowsTheTerminalBackgroundAndEachLineEndsReset() {
    let red = Pixel(red: 255, green: 0, blue: 0)
    let blue = Pixel(red: 0, green: 0, blue: 255)
    let column = Sprite(width: 3, height: 2, pixels: [red, .clear, red, blue, blue, .clear])
    let lines = SpriteRenderer.lines(
      of: column ?? .empty, theme: .ansi, maxWidth: 10, maxHeight: 10)
    #expect(lines == [
      "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0m\u{1B}[38;2;0;0;255m▄"
        + "\u{1B}[38;2;255;0;0m▀\u{1B}[0m"
    ])
  }

  @Test func picksTheNearestPaletteColours() {
    let colours = [
      Pixel(red: 255, green: 0, blue: 0), Pixel(red: 128, green: 128, blue: 128),
      Pixel(red: 0, green: 0, blue: 0), Pixel(red: 250, green: 250, blue: 250),
    ]
    let row = Sprite(width: 4, height: 1, pixels: colours) ?? .empty
    let palette = SpriteRenderer.lines(of: row, theme: .ansi256, maxWidth: 4, maxHeight: 1)
    let basic = SpriteRenderer.lines(of: row, theme: .ansi16, maxWidth: 4, maxHeight: 1)
    #expect(palette == [
      "\u{1B}[38;5;196m▀\u{1B}[38;5;244m▀\u{1B}[38;5;16m▀\u{1B}[38;5;231m▀\u{1B}[0m"
    ])
    #expect(basic == ["\u{1B}[91m▀\u{1B}[90m▀\u{1B}[30m▀\u{1B}[97m▀\u{1B}[0m"])
  }

  @Test(arguments: [1, 3, 5, 8, 12, 40])
  func noLineIsWiderOrTallerThanAsked(size: Int) {
    for (_, theme) in Self.themes {
      let lines = SpriteRenderer.lines(
        of: SpriteFixtures.creature, theme: theme, maxWidth: size, maxHeight: size)
      #expect(lines.count <= size)
      #expect(lines.allSatisfy { ANSI.strip($0).count <= size })
      #expect(Set(lines.map { ANSI.strip($0).count }).count == 1)
    }
  }

  @Test func drawsNothingWithoutColourOrRoom() {
    let sprite = SpriteFixtures.creature
    #expect(SpriteRenderer.lines(of: sprite, theme: .plain, maxWidth: 40, maxHeight: 20) == [])
    #expect(SpriteRenderer.lines(of: sprite, theme: .ansi, maxWidth: 0, maxHeight: 20) == [])
    #expect(SpriteRenderer.lines(of: .empty, theme: .ansi, maxWidth: 40, maxHeight: 20) == [])
  }

  // MARK: - Gallery

  static let trio = [
    (name: "Bulbasaur", sprite: SpriteFixtures.creature),
    (name: "Charmander", sprite: SpriteFixtures.mirrored),
    (name: "Squirtle", sprite: SpriteFixtures.creature),
  ]

  @Test(arguments: [40, 80, 120])
  func threeSpritesSideBySideAsTheWidthAllows(width: Int) {
    for (name, theme) in Self.themes {
      let lines = SpriteGalleryRenderer.lines(
        of: Self.trio, theme: theme, width: width, maxHeight: 20)
      assertSnapshot(of: lines.joined(separator: "\n"), as: .readableLines, named: "\(name)-\(width)")
      #expect(lines.allSatisfy { ANSI.strip($0).count <= width })
    }
  }

  @Test func aNarrowGalleryStacksTheSprites() {
    let lines = SpriteGalleryRenderer.lines(
      of: Self.trio, theme: .ansi, width: 20, maxHeight: 20)
    #expect(Self.visible(lines) == """
      ▀▄·····▄▀
      ·▀▀▀▀▀▀▀
      ▀▀▀▀▀▀▀▀▀·
      ··▀▀▀▀▀·▄▀
      ·▀▀▀▀▀▀▀··
      Bulbasaur

      ·▀▄·····▄▀
      ··▀▀▀▀▀▀▀
      ·▀▀▀▀▀▀▀▀▀
      ▀▄·▀▀▀▀▀
      ··▀▀▀▀▀▀▀·
      Charmander

      ▀▄·····▄▀
      ·▀▀▀▀▀▀▀
      ▀▀▀▀▀▀▀▀▀·
      ··▀▀▀▀▀·▄▀
      ·▀▀▀▀▀▀▀··
      ·Squirtle
      """)
  }

  /// What a user sees of `lines`, spaces shown as `·` so none trails a line.
  static func visible(_ lines: [String]) -> String {
    lines.map { ANSI.strip($0).replacingOccurrences(of: " ", with: "·") }
      .joined(separator: "\n")
  }
}
