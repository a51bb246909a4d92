import Domain

/// Draws a sprite in a terminal with the upper-half block, two pixels to a cell.
///
/// A cell's foreground is its top pixel and its background the bottom one. Where a pixel
/// is transparent the cell leaves the terminal's own background alone: it draws the other
/// pixel with ▀ or ▄ in the foreground only, or a plain space when both are transparent.
/// Every line ends with a reset and is exactly as wide as the sprite once its transparent
/// margins are cropped and it is scaled to fit.
public enum SpriteRenderer {
  /// The lines of `sprite` in at most `maxWidth` columns and `maxHeight` lines, painted at
  /// the theme's colour depth; no lines when the theme has no colour, a box has no room,
  /// or the sprite is entirely transparent.
  ///
  /// Costs one pass over the sprite's pixels, plus one to scale it when it does not fit.
  public static func lines(
    of sprite: Sprite, theme: Theme, maxWidth: Int, maxHeight: Int
  ) -> [String] {
    guard theme.drawsSprites, maxWidth > 0, maxHeight > 0 else { return [] }
    let (doubled, overflow) = maxHeight.multipliedReportingOverflow(by: 2)
    let fitted = sprite.cropped()
      .scaledToFit(maxWidth: maxWidth, maxHeight: overflow ? Int.max : doubled)
    guard !fitted.isEmpty else { return [] }
    return stride(from: 0, to: fitted.height, by: 2).map { top in
      line(of: fitted, top: top, theme: theme)
    }
  }

  /// The columns the lines of `lines(of:theme:maxWidth:maxHeight:)` take: the fitted
  /// sprite's width.
  public static func width(of lines: [String]) -> Int {
    lines.first.map(ScreenText.width) ?? 0
  }

  // MARK: - One line

  /// The cells of rows `top` and `top + 1`, with as few escape codes as the colours allow.
  private static func line(of sprite: Sprite, top: Int, theme: Theme) -> String {
    var text = ""
    var pen = Pen()
    for x in 0..<sprite.width {
      let upper = sprite[x, top]
      let lower = sprite[x, top + 1]
      switch (upper.isTransparent, lower.isTransparent) {
      case (true, true):
        pen.set(foreground: nil, background: nil, into: &text)
        text += " "
      case (false, true):
        pen.set(foreground: theme.spriteCode(upper, background: false), background: nil,
          into: &text)
        text += "▀"
      case (true, false):
        pen.set(foreground: theme.spriteCode(lower, background: false), background: nil,
          into: &text)
        text += "▄"
      case (false, false):
        pen.set(
          foreground: theme.spriteCode(upper, background: false),
          background: theme.spriteCode(lower, background: true), into: &text)
        text += "▀"
      }
    }
    pen.reset(into: &text)
    return text
  }
}

/// The colours a line is currently painted with, so each code is written only on change.
private struct Pen {
  var foreground: String?
  var background: String?

  /// Paints what follows with `foreground` (`nil`: whatever it is, as for a space) and
  /// `background` (`nil`: the terminal's own, which only a reset brings back).
  mutating func set(foreground: String?, background: String?, into text: inout String) {
    if background == nil, self.background != nil { reset(into: &text) }
    var codes: [String] = []
    if let foreground, foreground != self.foreground { codes.append(foreground) }
    if let background, background != self.background { codes.append(background) }
    if !codes.isEmpty { text += "\u{1B}[\(codes.joined(separator: ";"))m" }
    self.foreground = foreground ?? self.foreground
    self.background = background
  }

  mutating func reset(into text: inout String) {
    guard foreground != nil || background != nil else { return }
    text += "\u{1B}[0m"
    foreground = nil
    background = nil
  }
}
