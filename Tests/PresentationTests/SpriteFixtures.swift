import Domain

/// A small hand-drawn sprite (a yellow mouse-like creature with a red cheek, a black eye
/// and a half-transparent shadow) inside transparent margins, for the renderer's tests.
enum SpriteFixtures {
  static let rows = [
    "..............",
    "..K.......K...",
    "..KY.....YK...",
    "...YYYYYYY....",
    "...YKYYYKY....",
    "..RYYYYYYYR...",
    "...YYYYYYY....",
    "....YYYYY..B..",
    "....Y...Y.BB..",
    "...sssssss....",
    "..............",
  ]

  static let colours: [Character: Pixel] = [
    "K": Pixel(red: 20, green: 20, blue: 20),
    "Y": Pixel(red: 246, green: 208, blue: 40),
    "R": Pixel(red: 222, green: 40, blue: 40),
    "B": Pixel(red: 150, green: 100, blue: 40),
    "s": Pixel(red: 0, green: 0, blue: 0, alpha: 140),
  ]

  /// The creature, 14 × 11 pixels with its margins.
  static let creature = sprite(rows)

  /// Another creature for galleries: the same one mirrored.
  static let mirrored = sprite(rows.map { String($0.reversed()) })

  static func sprite(_ rows: [String]) -> Sprite {
    let pixels = rows.flatMap { row in row.map { colours[$0] ?? .clear } }
    return Sprite(width: rows.first?.count ?? 0, height: rows.count, pixels: pixels) ?? .empty
  }
}
