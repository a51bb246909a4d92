import Domain
import Presentation

/// Short ways for tests to render a screen, as `OutputFormat.render` does.
extension Screen {
  /// The screen as text in `theme` at `width`, with `hints` (none by default).
  func text(_ theme: Theme = .plain, width: Int, hints: any Hints = NoHints()) -> String {
    OutputFormat.text(theme: theme, width: width).render(self, hints: hints)
  }

  /// The screen as the JSON a command prints, with `hints` (none by default).
  func json(hints: any Hints = NoHints()) -> String {
    OutputFormat.json.render(self, hints: hints)
  }
}
