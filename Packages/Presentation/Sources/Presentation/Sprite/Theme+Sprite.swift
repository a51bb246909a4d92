import Domain

/// How many colours a terminal can show, which decides how a sprite's pixels are painted.
public enum ColorDepth: Sendable, Hashable {
  /// Any 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case trueColor
  /// The xterm 256-colour palette: its 6×6×6 cube and grey ramp.
  case palette256
  /// The 16 basic ANSI colours (`TERM=linux` and other old terminals).
  case basic16
}

extension Theme {
  /// ANSI colours with 16-colour sprites, for terminals that have no more (`TERM=linux`).
  public static let ansi16 = Theme(usesColor: true, usesTrueColor: false, colorDepth: .basic16)

  /// Whether sprites are drawn at all: not without colour, where they would be noise.
  public var drawsSprites: Bool { usesColor }

  /// The SGR parameters that paint a cell's foreground (or background) in `color`, as
  /// near as `colorDepth` allows.
  func spriteCode(_ color: Pixel, background: Bool) -> String {
    switch colorDepth {
    case .trueColor:
      return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
    case .palette256:
      return "\(background ? 48 : 38);5;\(TerminalPalette.nearest256(color))"
    case .basic16:
      let index = TerminalPalette.nearest16(color)
      let base = (background ? 40 : 30) + (index >= 8 ? 60 : 0)
      return "\(base + index % 8)"
    }
  }
}
