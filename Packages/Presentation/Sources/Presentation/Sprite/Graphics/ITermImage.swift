import Domain

/// A sprite as iTerm2's inline image: the sprite as a PNG (`PNGWriter`), base64, in
/// `ESC ] 1337 ; File=… : payload BEL`, drawn in `columns × rows` cells with its
/// proportions kept. The terminal moves the cursor below the picture, so it stands on
/// lines of its own.
enum ITermImage {
  static func sequence(of sprite: Sprite, columns: Int, rows: Int) -> String {
    let png = PNGWriter.png(of: sprite)
    return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);"
      + "preserveAspectRatio=1:" + Data(png).base64EncodedString() + "\u{07}"
  }
}
