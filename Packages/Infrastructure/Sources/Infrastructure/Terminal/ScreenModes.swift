/// The escape sequences that turn a terminal into a full-screen program's screen and back.
enum ScreenModes {
  /// Alternate screen (saving the main one and the cursor), hidden cursor, and mouse
  /// button reports (1000) in SGR form (1006), for the wheel.
  static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"

  /// The reverse of `enter`, in the reverse order, after resetting colours: the main
  /// screen comes back as it was, with its cursor shown.
  static let leave = "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"
}
