/// The keys, as `?` shows them: `BrowserKeyTable` drawn, section by section.
enum BrowserHelp {
  /// The keys' column is as wide as the widest keys.
  static let keysWidth = BrowserKeyTable.sections
    .flatMap(\.bindings).map { TextLayout.width($0.label) }.max() ?? 0

  /// " Keys · any key closes · ^C quits" (without "any key closes" outside the browser).
  static func title(closing: Bool, theme: Theme) -> String {
    let said = (closing ? ["any key closes"] : []) + BrowserKeyTable.everywhere.map(\.short)
    return theme.paint(" Keys", as: .heading)
      + theme.paint(said.map { " · " + $0 }.joined(), as: .dim)
  }

  /// One key per line when `height` lines hold them all; else each section's keys said
  /// short and packed side by side, so that 40 × 12 still shows every binding.
  static func lines(for state: Browser.State, theme: Theme, width: Int, height: Int)
    -> [String]
  {
    let title = title(closing: true, theme: theme)
    let sections = BrowserKeyTable.sectionsShown(in: state)
    let tall = 1 + sections.reduce(0) { $0 + 1 + $1.bindings.count } <= height
    guard !tall else { return listing(sections, theme: theme, title: title) }
    var lines = [title]
    for section in sections {
      // "List: Enter open · / search", the heading leading its first line.
      var parts = section.bindings.map(\.short)
      guard !parts.isEmpty else { continue }
      let heading = section.title + ":"
      parts[0] = heading + " " + parts[0]
      let packed = TextLayout.pack(parts, separator: " · ", width: width - 3)
      for (index, line) in packed.enumerated() {
        guard index == 0, line.hasPrefix(heading) else {
          lines.append("   " + line)
          continue
        }
        lines.append(" " + theme.paint(heading, as: .accent) + String(line.dropFirst(heading.count)))
      }
    }
    return lines
  }

  /// `title`, then every section's heading and its bindings, one a line.
  static func listing(_ sections: [BrowserKeyTable.Section], theme: Theme, title: String)
    -> [String]
  {
    var lines = [title]
    for section in sections {
      lines.append(theme.paint(" " + section.title, as: .accent))
      for binding in section.bindings {
        let keys = TextLayout.padRight(binding.label, to: keysWidth)
        lines.append("   " + theme.paint(keys, as: .command) + "  " + binding.help)
      }
    }
    return lines
  }
}
