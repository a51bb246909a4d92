import Foundation
import Infrastructure
import Testing

/// The last step before a terminal: only pokecli's own sequences pass.
@Suite struct OutputFilterTests {
  static let hostile =
    "a\u{1B}]0;T\u{07}b\u{1B}[2Jc\u{9B}31md\u{08}\u{7F}\u{00}e\u{202E}f\rg\th"

  @Test func withoutColourNoEscapeOrControlSurvivesAndTheTextStays() {
    let filtered = OutputFilter(allowsStyles: false).apply(Self.hostile + "\n")
    #expect(filtered == "a]0;Tb[2Jc31mdef g h\n")
  }

  @Test func withColourOnlySGRSequencesSurvive() {
    let filter = OutputFilter(allowsStyles: true)
    let styled = "\u{1B}[1;33mPikachu\u{1B}[0m \u{1B}[38;2;1;2;3;48;5;200m▀\u{1B}[m"
    #expect(filter.apply(styled) == styled)
    #expect(filter.apply(Self.hostile) == "a]0;Tb[2Jc31mdef g h")
    // A sequence that is not SGR, or too long to be one of the theme's, loses its ESC.
    #expect(filter.apply("\u{1B}[2K\u{1B}[?25l") == "[2K[?25l")
    let long = "\u{1B}[" + String(repeating: "1;", count: 40) + "m"
    #expect(filter.apply(long) == String(long.dropFirst()))
  }

  @Test func aLineRedrawPassesOnlyAtTheStartOfAWrite() {
    let filter = OutputFilter(allowsStyles: false, allowsLineRedraw: true)
    #expect(filter.apply("\r\u{1B}[K") == "\r\u{1B}[K")
    #expect(filter.apply("\rloading…") == "\rloading…")
    #expect(filter.apply("\rname\r\u{1B}[K") == "\rname [K")
    #expect(OutputFilter(allowsStyles: false).apply("\r\u{1B}[K") == " [K")
  }

  @Test func picturesPassOnlyWhenAllowedAndOnlyInTheirOwnGrammar() {
    let kitty = "\u{1B}_Ga=T,f=32,s=1,v=1,c=1,r=1,C=1,q=2,m=0;AAAA/w==\u{1B}\\"
    let iterm = "\u{1B}]1337;File=inline=1;size=3;width=2;height=1;preserveAspectRatio=1:QUJD\u{07}"
    let sixel = "\u{1B}P0;1;0q\"1;1;2;1#0;2;100;0;0#0!2@-\u{1B}\\"
    let pictures = OutputFilter(allowsStyles: true, allowsPictures: true)
    for picture in [kitty, iterm, sixel] {
      #expect(pictures.apply(picture + " Pikachu\n") == picture + " Pikachu\n")
      #expect(!OutputFilter(allowsStyles: true).apply(picture).contains("\u{1B}"))
    }
    // Other OSC and DCS sequences, keys or payloads out of grammar, and unterminated
    // pictures all lose their ESC.
    for hostile in [
      "\u{1B}]0;title\u{07}", "\u{1B}]1337;SetMark\u{07}", "\u{1B}P$qm\u{1B}\\",
      "\u{1B}_Ga=T;AA\u{07}AA\u{1B}\\", "\u{1B}_Ga=T,x=\"1\";AA\u{1B}\\", "\u{1B}_Ga=T;AAAA",
      "\u{1B}]1337;File=name=a b:QUJD\u{07}", "\u{1B}P0q#0\u{1B}[2J\u{1B}\\",
    ] {
      #expect(!pictures.apply(hostile).hasPrefix("\u{1B}"), "\(hostile.debugDescription)")
    }
  }

  @Test func aScreenLineKeepsNoLineFeed() {
    let filter = OutputFilter(allowsStyles: true, allowsLineFeeds: false)
    #expect(filter.apply("a\nb\u{2028}c") == "a b c")
  }

  @Test func cleanTextIsReturnedAsItIs() {
    let text = "#0025 Pikachu ⚡ Farfetch’d\nnext line\n"
    #expect(OutputFilter(allowsStyles: false).apply(text) == text)
  }

  @Test func aFrameLineKeepsItsStylesAndLosesEverythingElse() {
    var writer = FrameWriter()
    let frame = writer.render(
      ["\u{1B}[7m/pika\u{1B}]0;T\u{07}\u{9B}2J\u{1B}[0m"], rows: 5)
    #expect(frame == "\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[7m/pika]0;T2J\u{1B}[0m\u{1B}[K")
  }
}
