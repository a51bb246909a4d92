import Domain

/// A sprite ready to lay out: its lines, the columns they take, and whether text may
/// stand beside it.
public struct SpriteDrawing: Sendable, Hashable {
  /// The lines to print. Half blocks and kitty's pictures fill `width` columns on each;
  /// iTerm2's and sixel pictures are one sequence the terminal draws below the cursor.
  public var lines: [String]
  /// The columns the picture takes.
  public var width: Int
  /// Whether the picture must stand on lines of its own (the terminal moves the cursor
  /// below it), so nothing can be laid out beside it.
  public var standsAlone: Bool

  /// No picture.
  public static let none = SpriteDrawing(lines: [], width: 0, standsAlone: false)

  public var isEmpty: Bool { lines.isEmpty }
}

extension SpriteRenderer {
  /// Pixels a sixel picture is drawn for each line its half blocks would take: terminals'
  /// cells are about 20 device pixels high.
  static let sixelPixelsPerLine = 20

  /// `sprite` drawn in at most `maxWidth` columns and `maxHeight` lines the way
  /// `theme.spriteGraphics` says: half blocks (`lines(of:…)`), or the whole cropped
  /// picture at full resolution in an image protocol, scaled by the terminal into the
  /// cells its half blocks would take. Empty when the theme has no colour, a box has no
  /// room, or the sprite is entirely transparent.
  public static func drawing(
    of sprite: Sprite, theme: Theme, maxWidth: Int, maxHeight: Int
  ) -> SpriteDrawing {
    let blocks = lines(of: sprite, theme: theme, maxWidth: maxWidth, maxHeight: maxHeight)
    guard !blocks.isEmpty else { return .none }
    let columns = width(of: blocks)
    let rows = blocks.count
    let picture = sprite.cropped()
    switch theme.spriteGraphics {
    case .halfBlocks:
      return SpriteDrawing(lines: blocks, width: columns, standsAlone: false)
    case .kitty:
      let blank = String(repeating: " ", count: columns)
      let first = KittyImage.sequence(of: picture, columns: columns, rows: rows) + blank
      return SpriteDrawing(
        lines: [first] + Array(repeating: blank, count: rows - 1), width: columns,
        standsAlone: false)
    case .iterm:
      return SpriteDrawing(
        lines: [ITermImage.sequence(of: picture, columns: columns, rows: rows)],
        width: columns, standsAlone: true)
    case .sixel:
      let scale = max(1, (rows * sixelPixelsPerLine + picture.height / 2) / max(1, picture.height))
      return SpriteDrawing(
        lines: [SixelImage.sequence(of: picture, scale: scale)], width: columns,
        standsAlone: true)
    }
  }
}
