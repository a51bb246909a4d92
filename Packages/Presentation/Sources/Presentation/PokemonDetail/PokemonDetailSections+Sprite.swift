import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PokemonDetailSections {
  /// The most lines a sprite takes on a card: 32 pixels high, the size of a sprite's
  /// figure once its transparent margins are cropped.
  static let spriteLines = 16
  /// The narrowest the header may be beside a sprite; narrower, the sprite goes above.
  static let headerBesideSprite = 34

  /// The header with the sprite beside it when there is room, above it when the card is
  /// narrow (scaled down only when it is wider than the card); the plain header without
  /// one.
  var headerWithSprite: [String] {
    guard let choice = sprite, let picture = choice.sprite, theme.drawsSprites else {
      return header + femaleNote
    }
    // The sprite keeps its size (up to `spriteLines`): beside the header when both fit,
    // above it otherwise, never shrunk to squeeze in beside.
    let beside = SpriteRenderer.lines(
      of: picture, theme: theme, maxWidth: width, maxHeight: Self.spriteLines)
    let spriteWidth = SpriteRenderer.width(of: beside)
    guard !beside.isEmpty, width - spriteWidth - 2 >= Self.headerBesideSprite else {
      return beside + header + femaleNote
    }
    var narrower = self
    narrower.width = width - spriteWidth - 2
    let text = narrower.header + narrower.femaleNote
    let blank = String(repeating: " ", count: spriteWidth)
    return (0..<max(beside.count, text.count)).map { row in
      let left = row < beside.count ? beside[row] : blank
      guard row < text.count else { return left }
      return left + "  " + text[row]
    }
  }

  /// A line saying the female picture was asked for and the species has none.
  var femaleNote: [String] {
    guard sprite?.femaleMissing == true else { return [] }
    return TextLayout.wrap("no female sprite: the usual one is shown", width: width)
      .map { theme.paint($0, as: .dim) }
  }
}
