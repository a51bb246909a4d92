import Domain
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
    // The browser's card floats its sprite beside the text (`floatingSprite`), or folds
    // it away when there is no room.
    guard spriteRoom == nil else { return header + spriteNotes }
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
  /// The narrowest the header, abilities and stats may be beside the browser's sprite.
  static let textBesideSprite = 40

  /// The browser's card with the sprite at the right of its header, abilities and stats,
  /// in a block `room` lines high and twice as wide (a square picture's) whether the
  /// sprite is there or on its way, so nothing moves when it lands; the rest of the card
  /// below at the full width. `nil` where there is no sprite to show or no room for it:
  /// the card is laid out without one.
  func floatingSprite(room: Int) -> [String]? {
    let columns = 2 * room
    let textWidth = width - columns - 2
    guard theme.drawsSprites, room >= Self.smallestSpriteRoom,
      textWidth >= Self.textBesideSprite
    else { return nil }
    var block = Array(repeating: String(repeating: " ", count: columns), count: room)
    if let picture = sprite?.sprite {
      let drawn = SpriteRenderer.drawing(
        of: picture, theme: theme, maxWidth: columns, maxHeight: room)
      guard !drawn.standsAlone, !drawn.isEmpty else { return nil }
      // Centred in its block, drawn from the top.
      let left = String(repeating: " ", count: max(0, columns - drawn.width) / 2)
      for (row, line) in drawn.lines.prefix(room).enumerated() {
        block[row] = left + line
          + String(repeating: " ", count: max(0, columns - drawn.width - left.count))
      }
    } else if !spritePending {
      return nil
    }
    var beside = self
    beside.width = textWidth
    beside.spriteRoom = nil
    // Its notes ("shiny sprite") beside it too, at the text's width.
    let notes = beside.spriteNotes
    beside.sprite = nil
    let top = [beside.header + notes, beside.abilities, beside.stats]
      .filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
      .joined(separator: "\n\n").components(separatedBy: "\n")
    var lines = (0..<max(room, top.count)).map { row -> String in
      let text = row < top.count ? top[row] : ""
      guard row < room else { return text }
      let padding = String(repeating: " ", count: max(0, textWidth - ScreenText.width(text)))
      return text + padding + "  " + block[row]
    }
    var rest = self
    rest.spriteRoom = nil
    let below = [
      rest.training, rest.breeding, rest.regionalNumbers, rest.defenses, rest.entry,
      rest.evolution, rest.evolutionItems, rest.forms, rest.moves,
    ].filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
    if !below.isEmpty {
      lines += [""] + below.joined(separator: "\n\n").components(separatedBy: "\n")
    }
    return lines
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
