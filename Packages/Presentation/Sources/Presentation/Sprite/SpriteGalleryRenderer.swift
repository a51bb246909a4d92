import Domain

/// A sprite with the name to write under it ("Pikachu"), for `SpriteGalleryRenderer`.
public typealias NamedSprite = (name: String, sprite: Sprite)

/// Lays several sprites side by side, each with its name centred under it, as many to a
/// row as `width` allows, for `pokecli sprite a b c`.
public enum SpriteGalleryRenderer {
  /// Columns between two sprites of a row.
  public static let gap = 2

  /// The lines of the gallery, none wider than `width` columns. Sprites in a row stand on
  /// the same baseline; rows are separated by a blank line. Each sprite is drawn in at most
  /// `width` columns and `maxHeight` lines (its name takes one more). No lines when the
  /// theme has no colour.
  public static func lines(
    of sprites: [NamedSprite], theme: Theme, width: Int, maxHeight: Int
  ) -> [String] {
    guard theme.drawsSprites, width > 0 else { return [] }
    let blocks = sprites.map { block(for: $0, theme: theme, width: width, maxHeight: maxHeight) }
    if blocks.contains(where: \.standsAlone) {
      // Pictures the terminal draws below the cursor cannot share lines: one after the
      // other, each with its name under it.
      return blocks.enumerated().flatMap { index, block in
        (index == 0 ? [] : [""]) + block.art + [block.name]
      }
    }
    var rows: [[Block]] = []
    var used = 0
    for block in blocks {
      if let last = rows.indices.last, used + gap + block.width <= width {
        rows[last].append(block)
        used += gap + block.width
      } else {
        rows.append([block])
        used = block.width
      }
    }
    return rows.enumerated().flatMap { index, row in
      (index == 0 ? [] : [""]) + lines(of: row)
    }
  }

  // MARK: - Blocks

  /// One sprite and its name, every line padded to the same width.
  private struct Block {
    var width: Int
    var art: [String]
    var name: String
    var standsAlone: Bool
  }

  private static func block(
    for item: NamedSprite, theme: Theme, width: Int, maxHeight: Int
  ) -> Block {
    let drawing = SpriteRenderer.drawing(
      of: item.sprite, theme: theme, maxWidth: width, maxHeight: maxHeight)
    let name = TextLayout.truncate(item.name, to: width)
    let blockWidth = max(drawing.width, TextLayout.width(name))
    return Block(width: blockWidth, art: drawing.lines, name: name, standsAlone: drawing.standsAlone)
  }

  /// The lines of one row of blocks: art bottom-aligned, names beneath, trailing blanks
  /// trimmed.
  private static func lines(of row: [Block]) -> [String] {
    let height = row.map(\.art.count).max() ?? 0
    let separator = String(repeating: " ", count: gap)
    var lines: [String] = (0..<height).map { line in
      row.map { block in
        let offset = line - (height - block.art.count)
        let art = offset >= 0 ? block.art[offset] : ""
        return centred(art, visibleWidth: SpriteRenderer.width(of: [art]), in: block.width)
      }.joined(separator: separator)
    }
    lines.append(row.map { block in
      centred(block.name, visibleWidth: TextLayout.width(block.name), in: block.width)
    }.joined(separator: separator))
    return lines.map(TextLayout.trimmingTrailingSpaces)
  }

  private static func centred(_ text: String, visibleWidth: Int, in width: Int) -> String {
    let room = max(0, width - visibleWidth)
    let left = room / 2
    return String(repeating: " ", count: left) + text
      + String(repeating: " ", count: room - left)
  }
}
