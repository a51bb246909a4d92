@testable import Domain
import Foundation
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

/// Sprites through the terminals' image protocols: the exact sequences (snapshots), how
/// the card and the gallery lay them out, and which terminals `auto` trusts.
@MainActor
@Suite("Sprites as pictures")
struct SpriteGraphicsTests {
  nonisolated static let protocols: [SpriteGraphics] = [.kitty, .iterm, .sixel]

  static func theme(_ graphics: SpriteGraphics) -> Theme {
    var theme = Theme.ansi
    theme.spriteGraphics = graphics
    return theme
  }

  @Test(arguments: protocols)
  func eachProtocolsSequenceIsSnapshotted(_ graphics: SpriteGraphics) {
    let drawing = SpriteRenderer.drawing(
      of: SpriteFixtures.creature, theme: Self.theme(graphics), maxWidth: 40, maxHeight: 20)
    assertSnapshot(
      of: drawing.lines.joined(separator: "\n"), as: .readableLines, named: graphics.rawValue)
    #expect(drawing.standsAlone == (graphics != .kitty))
  }

  @Test(arguments: protocols)
  func theCardLaysThePictureOutAndNoLineIsWiderThanTheCard(_ graphics: SpriteGraphics) {
    let state = PokemonDetail.State(
      query: .name("pikachu"), status: .loaded(SampleCards.pikachu),
      sprite: .loaded(SpriteChoice(
        sprite: SpriteFixtures.creature, variant: SpriteVariant(isShiny: true),
        femaleMissing: false)))
    let text = PokemonDetailRenderer.render(
      state, theme: Self.theme(graphics), width: 80, hints: StubHints())
    assertSnapshot(of: text, as: .readableLines, named: graphics.rawValue)
    let lines = text.split(separator: "\n").map(String.init)
    // kitty's picture stands beside the header; the others above it.
    #expect(lines[0].contains("#0025  Pikachu") == (graphics == .kitty))
    #expect(text.contains("shiny sprite"))
    #expect(lines.allSatisfy { ANSI.strip(Self.withoutPictures($0)).count <= 80 })
  }

  @Test func halfBlocksAreTheDefaultAndUnchanged() {
    let blocks = SpriteRenderer.drawing(
      of: SpriteFixtures.creature, theme: .ansi, maxWidth: 40, maxHeight: 20)
    #expect(blocks.lines == SpriteRenderer.lines(
      of: SpriteFixtures.creature, theme: .ansi, maxWidth: 40, maxHeight: 20))
    #expect(!blocks.standsAlone)
  }

  @Test func kittySendsThePixelsInChunksOfAtMost4096Bytes() throws {
    let big = try #require(Sprite(
      width: 40, height: 40,
      pixels: (0..<1600).map { Pixel(red: UInt8($0 % 256), green: 9, blue: 9) }))
    let drawing = SpriteRenderer.drawing(
      of: big, theme: Self.theme(.kitty), maxWidth: 80, maxHeight: 40)
    let first = try #require(drawing.lines.first)
    let chunks = first.split(separator: "\u{1B}_G").map(String.init)
    // 6,400 bytes of RGBA are 8,536 in base64: three sequences.
    #expect(chunks.count == 3)
    #expect(first.hasSuffix("\u{1B}\\" + String(repeating: " ", count: 40)))
    let payloads = chunks.map { chunk in
      chunk.split(separator: ";", maxSplits: 1)[1].prefix { $0 != "\u{1B}" }
    }
    #expect(payloads.map(\.count) == [4096, 4096, 344])
    #expect(chunks[0].hasPrefix("a=T,f=32,s=40,v=40,c=40,r=20,C=1,q=2,m=1;"))
    #expect(chunks[1].hasPrefix("m=1;") && chunks[2].hasPrefix("m=0;"))
    let decoded = try #require(Data(base64Encoded: payloads.joined()))
    #expect(Array(decoded.prefix(8)) == [0, 9, 9, 255, 1, 9, 9, 255])
  }

  @Test func sixelWritesColoursInPercentAndRunsWithACount() throws {
    let row = try #require(Sprite(
      width: 5, height: 1, pixels: Array(repeating: Pixel(red: 255, green: 0, blue: 0), count: 5)))
    let drawing = SpriteRenderer.drawing(
      of: row, theme: Self.theme(.sixel), maxWidth: 5, maxHeight: 1)
    // One line of half blocks is about 20 device pixels; the single row would be enlarged
    // 20 times, and 16 is the most: 80 × 16, in bands of 6, 6 and 4 rows.
    #expect(drawing.lines == [
      "\u{1B}P0;1;0q\"1;1;80;16#0;2;100;0;0#0!80~-#0!80~-#0!80N-\u{1B}\\"
    ])
  }

  @Test func theGalleryStacksPicturesThatStandAlone() async {
    let store = MockStore<SpriteGallery.State, SpriteGallery.Action>(
      state: SpriteGallery.State(queries: [], status: .loaded([
        NamedSpriteChoice(name: "Pikachu", choice: SpriteChoice(
          sprite: SpriteFixtures.creature, variant: .standard, femaleMissing: false)),
        NamedSpriteChoice(name: "Meowstic", choice: SpriteChoice(
          sprite: SpriteFixtures.creature, variant: SpriteVariant(isShiny: true, isFemale: true),
          femaleMissing: false)),
      ])))
    let text = await OneShotView(sprites: store, hints: NoHints())
      .print(.text(theme: Self.theme(.sixel), width: 80)).output
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 6)
    #expect(lines[0].hasPrefix("\u{1B}P") && lines[1] == "Pikachu" && lines[2] == "")
    #expect(lines[3].hasPrefix("\u{1B}P") && lines[4] == "shiny Meowstic ♀")
  }

  @Test(arguments: [
    (["TERM": "xterm-kitty"], SpriteGraphics.kitty),
    (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .kitty),
    (["TERM": "xterm-ghostty"], .kitty),
    (["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], .iterm),
    (["LC_TERMINAL": "iTerm2"], .iterm),
    (["TERM_PROGRAM": "WezTerm"], .iterm),
    (["TERM": "foot"], .sixel),
    (["TERM": "mlterm"], .sixel),
    (["TERM": "xterm-256color"], .halfBlocks),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .halfBlocks),
    ([:], .halfBlocks),
    (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], .halfBlocks),
    (["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app"], .halfBlocks),
    (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], .halfBlocks),
  ])
  func autoTrustsOnlyTerminalsThatNameThemselves(
    variables: [String: String], expected: SpriteGraphics
  ) {
    #expect(SpriteGraphics.detected(in: variables) == expected)
  }

  /// The line without the image protocols' sequences, for measuring its width.
  static func withoutPictures(_ line: String) -> String {
    line.replacing(/\x1B(_G|\]1337;|P)[^\x07\x1B]*(\x07|\x1B\\)/, with: "")
  }
}
