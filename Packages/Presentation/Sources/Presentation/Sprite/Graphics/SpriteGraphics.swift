/// How a sprite reaches the screen: half blocks in the terminal's colours (every colour
/// terminal), or a picture at full resolution through an image protocol the terminal
/// speaks.
public enum SpriteGraphics: String, Sendable, Hashable, CaseIterable {
  /// `▀` cells, two pixels a cell (`SpriteRenderer`).
  case halfBlocks = "blocks"
  /// kitty's graphics protocol (kitty, Ghostty): RGBA pixels in an APC sequence.
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm): a PNG in an OSC 1337 sequence.
  case iterm
  /// DEC sixel graphics (foot, mlterm, xterm built with sixels): a DCS sequence.
  case sixel

  /// The protocol `variables` (the process's environment) say the terminal speaks, or
  /// half blocks: never guessed.
  ///
  /// Only terminals that announce themselves unmistakably are trusted: kitty
  /// (`TERM=xterm-kitty`, `KITTY_WINDOW_ID`), Ghostty (`TERM=xterm-ghostty`,
  /// `TERM_PROGRAM=ghostty`), iTerm2 (`TERM_PROGRAM=iTerm.app`, `LC_TERMINAL=iTerm2`),
  /// WezTerm (`TERM_PROGRAM=WezTerm`), foot and mlterm (`TERM`). Inside tmux or screen,
  /// which do not pass these sequences on unless configured to, half blocks.
  public static func detected(in variables: [String: String]) -> SpriteGraphics {
    let term = variables["TERM"] ?? ""
    let program = variables["TERM_PROGRAM"] ?? ""
    if !(variables["TMUX"] ?? "").isEmpty || term.hasPrefix("screen") || term.hasPrefix("tmux")
      || program == "tmux"
    {
      return .halfBlocks
    }
    if term == "xterm-kitty" || !(variables["KITTY_WINDOW_ID"] ?? "").isEmpty
      || term == "xterm-ghostty" || program == "ghostty"
    {
      return .kitty
    }
    if program == "iTerm.app" || variables["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" {
      return .iterm
    }
    if ["foot", "foot-extra", "mlterm"].contains(term) { return .sixel }
    return .halfBlocks
  }
}
