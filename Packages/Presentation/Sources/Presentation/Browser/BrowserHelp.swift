import Foundation

/// The keys, as `?` shows them.
enum BrowserHelp {
  /// One binding: the keys, what they do, and the same said short for small terminals.
  struct Binding {
    let keys: String
    let meaning: String
    let short: String
  }

  /// Every key and what it does, grouped by screen.
  static let sections: [(title: String, keys: [Binding])] = [
    ("List", [
      Binding(keys: "↑ ↓  k j", meaning: "move", short: "↑↓ jk move"),
      Binding(keys: "PgUp PgDn", meaning: "a screen up or down", short: "PgUp PgDn"),
      Binding(keys: "Home End  g G", meaning: "first or last row", short: "g G ends"),
      Binding(keys: "Enter → l", meaning: "open the card", short: "Enter open"),
      Binding(keys: "/", meaning: "search as you type", short: "/ search"),
      Binding(keys: "f", meaning: "favorite on or off ★", short: "f ★"),
      Binding(keys: "r", meaning: "retry what failed", short: "r retry"),
      Binding(keys: "q  Ctrl-C", meaning: "quit", short: "q quit"),
    ]),
    ("Card", [
      Binding(keys: "↑ ↓ PgUp PgDn", meaning: "scroll", short: "↑↓ scroll"),
      Binding(keys: "n p", meaning: "next or previous Pokémon", short: "n p next, previous"),
      Binding(keys: "← Esc q", meaning: "back to the list", short: "Esc back"),
    ]),
    ("Search line", [
      Binding(keys: "Enter", meaning: "keep the filter", short: "Enter keep"),
      Binding(keys: "Esc", meaning: "clear the filter", short: "Esc clear"),
    ]),
  ]

  /// One key per line when `height` lines hold them all; else each section's keys said
  /// short and packed side by side, so that 40 × 12 still shows every key.
  static func lines(theme: Theme, width: Int, height: Int) -> [String] {
    var lines = [theme.paint(" Keys", as: .heading) + theme.paint(" · any key closes", as: .dim)]
    let tall = 1 + sections.reduce(0) { $0 + 1 + $1.keys.count } <= height
    for section in sections {
      lines.append(theme.paint(" " + section.title, as: .accent))
      if tall {
        for key in section.keys {
          let keys = TextLayout.padRight(key.keys, to: 15)
          lines.append("   " + theme.paint(keys, as: .command) + " " + key.meaning)
        }
      } else {
        lines += TextLayout.pack(section.keys.map(\.short), separator: " · ", width: width - 3)
          .map { "   " + $0 }
      }
    }
    return lines
  }
}
