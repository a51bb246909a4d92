import ArgumentParser
import Presentation

/// `--graphics`: how `show` and `sprite` draw sprites.
enum GraphicsChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto, kitty, iterm, sixel, blocks

  static let help = ArgumentHelp(
    "How sprites are drawn: auto (the terminal's image protocol where its environment "
      + "names one, else half blocks), kitty, iterm, sixel or blocks.",
    discussion: "Pictures go only to a terminal: into a pipe or a file sprites are half "
      + "blocks whatever is asked.",
    valueName: "how")

  /// What the choice means on an output that is (or is not) a colour terminal whose
  /// environment is `variables`.
  func graphics(toColourTerminal: Bool, variables: [String: String]) -> SpriteGraphics {
    guard toColourTerminal else { return .halfBlocks }
    switch self {
    case .auto: return SpriteGraphics.detected(in: variables)
    case .kitty: return .kitty
    case .iterm: return .iterm
    case .sixel: return .sixel
    case .blocks: return .halfBlocks
    }
  }
}
