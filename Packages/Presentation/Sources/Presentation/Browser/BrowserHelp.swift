#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  static func lines(theme: Theme, width: Int, height: Int) -> [String] {
    let title = title(closing: true, theme: theme)
    let sections = BrowserKeyTable.sections
    let tall = 1 + sections.reduce(0) { $0 + 1 + $1.bindings.count } <= height
    guard !tall else { return listing(theme: theme, title: title) }
    var lines = [title]
    for section in sections {
      lines.append(theme.paint(" " + section.title, as: .accent))
      lines += TextLayout.pack(section.bindings.map(\.short), separator: " · ", width: width - 3)
        .map { "   " + $0 }
    }
    return lines
  }

  /// `title`, then every section's heading and its bindings, one a line.
  static func listing(theme: Theme, title: String) -> [String] {
    var lines = [title]
    for section in BrowserKeyTable.sections {
      lines.append(theme.paint(" " + section.title, as: .accent))
      for binding in section.bindings {
        let keys = TextLayout.padRight(binding.label, to: keysWidth)
        lines.append("   " + theme.paint(keys, as: .command) + "  " + binding.help)
      }
    }
    return lines
  }
}
