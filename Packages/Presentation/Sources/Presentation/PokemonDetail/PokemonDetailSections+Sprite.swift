import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PokemonDetailSections {
  /// The most lines a sprite takes on a card when it is not drawn at its natural size:
  /// 32 pixels high, about half a cropped sprite, scaled by majority so edges stay sharp.
  static let spriteLines = 16
  /// The narrowest the header may be beside a sprite; narrower, the sprite goes above.
  static let headerBesideSprite = 34

  /// The header with the sprite beside it when there is room, above it when the card is
  /// narrow (scaled down only when it is wider than the card); the plain header without
  /// one. The sprite is drawn at its natural size (a pixel a column, two a line) when that
  /// fits beside the header and `naturalSprite` allows it, else at most `spriteLines` high.
  var headerWithSprite: [String] {
    if let spriteRoom { return header(inRoom: spriteRoom) }
    guard let choice = sprite, let picture = choice.sprite, theme.drawsSprites else {
      return header + spriteNotes
    }
    let besideWidth = width - Self.headerBesideSprite - 2
    if naturalSprite, picture.width <= besideWidth {
      let natural = SpriteRenderer.drawing(
        of: picture, theme: theme, maxWidth: besideWidth, maxHeight: Sprite.maximumSide)
      if !natural.isEmpty {
        return natural.standsAlone ? natural.lines + header + spriteNotes : besideHeader(natural)
      }
    }
    // The compact sprite keeps its size: beside the header when both fit, above it
    // otherwise, never shrunk to squeeze in beside.
    let compact = SpriteRenderer.drawing(
      of: picture, theme: theme, maxWidth: width, maxHeight: Self.spriteLines)
    guard !compact.isEmpty, !compact.standsAlone,
      width - compact.width - 2 >= Self.headerBesideSprite
    else { return compact.lines + header + spriteNotes }
    return besideHeader(compact)
  }

  /// The fewest lines a sprite is drawn in on the browser's card; with less room it is
  /// left out.
  static let smallestSpriteRoom = 4

  /// The header beside a sprite of at most `room` lines in a column twice as wide (a
  /// square picture's), the block `room` lines high whether the sprite is there, on its
  /// way or missing, so the card below never moves. Without the room, or with a picture
  /// that must stand alone, the header alone.
  private func header(inRoom room: Int) -> [String] {
    let columns = 2 * room
    guard theme.drawsSprites, room >= Self.smallestSpriteRoom,
      width - columns - 2 >= Self.headerBesideSprite
    else { return header + spriteNotes }
    var drawing = SpriteDrawing(
      lines: Array(repeating: String(repeating: " ", count: columns), count: room),
      width: columns, standsAlone: false)
    if let picture = sprite?.sprite {
      let drawn = SpriteRenderer.drawing(
        of: picture, theme: theme, maxWidth: columns, maxHeight: room)
      guard !drawn.standsAlone else { return header + spriteNotes }
      drawing.lines = (0..<room).map { row in
        guard row < drawn.lines.count else { return String(repeating: " ", count: columns) }
        return drawn.lines[row] + String(repeating: " ", count: max(0, columns - drawn.width))
      }
    } else if !spritePending {
      return header + spriteNotes
    }
    return besideHeader(drawing)
  }

  /// The header and its notes to the right of `drawing`, two spaces between.
  private func besideHeader(_ drawing: SpriteDrawing) -> [String] {
    var narrower = self
    narrower.width = width - drawing.width - 2
    let text = narrower.header + narrower.spriteNotes
    let blank = String(repeating: " ", count: drawing.width)
    return (0..<max(drawing.lines.count, text.count)).map { row in
      let left = row < drawing.lines.count ? drawing.lines[row] : blank
      guard row < text.count else { return left }
      return left + "  " + text[row]
    }
  }

  /// A line saying which picture is drawn when it is not the usual one ("shiny sprite"),
  /// and one saying the female picture was asked for and the species has none.
  var spriteNotes: [String] {
    guard let choice = sprite, choice.sprite != nil, theme.drawsSprites else { return [] }
    var notes: [String] = []
    if let note = choice.variant.cardNote { notes.append(note) }
    if choice.femaleMissing { notes.append("no female sprite: the usual one is shown") }
    return notes.flatMap { TextLayout.wrap($0, width: width) }.map { theme.paint($0, as: .dim) }
  }
}
