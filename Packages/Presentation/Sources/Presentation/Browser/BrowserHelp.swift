import Foundation

/// The keys, as `?` shows them.
enum BrowserHelp {
  /// Every key and what it does, grouped by screen.
  static let sections: [(title: String, keys: [(keys: String, meaning: String)])] = [
    ("List", [
      ("↑ ↓  k j", "move"),
      ("PgUp PgDn", "a screen up or down"),
      ("Home End  g G", "first or last row"),
      ("Enter → l", "open the card"),
      ("/", "search as you type"),
      ("f", "favorite on or off ★"),
      ("r", "retry what failed"),
      ("q  Ctrl-C", "quit"),
    ]),
    ("Card", [
      ("↑ ↓ PgUp PgDn", "scroll"),
      ("n p", "next or previous Pokémon"),
      ("← Esc q", "back to the list"),
    ]),
    ("Search line", [
      ("Enter", "keep the filter"),
      ("Esc", "clear the filter"),
    ]),
  ]

  static func lines(theme: Theme, width: Int) -> [String] {
    var lines = [theme.paint(" Keys", as: .heading) + theme.paint(" · any key closes", as: .dim)]
    for section in sections {
      lines.append(theme.paint(" " + section.title, as: .accent))
      for key in section.keys {
        let keys = TextLayout.padRight(key.keys, to: 15)
        lines.append("   " + theme.paint(keys, as: .command) + " " + key.meaning)
      }
    }
    return lines
  }
}
