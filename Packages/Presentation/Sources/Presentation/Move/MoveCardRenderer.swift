import Domain
import Foundation

/// Turns a move's lookup into its card.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum MoveCardRenderer {
  /// The text for `state`, ending in a newline.
  /// - Parameter game: the game whose description the card shows (a game or a group
  ///   slug: `red`, `scarlet-violet`); else the newest.
  public static func render(
    _ state: Lookup<EntryQuery, Move>.State, game: String? = nil, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    let width = max(20, width)
    let lines: [String]
    switch state.status {
    case .idle, .loading:
      lines = ["loading \(describe(state.request))…"]
    case .failed(let error):
      lines = TextLayout.wrap(
        "could not load \(describe(state.request)): \(error.message(hints: hints))",
        width: width
      ).map { theme.paint($0, as: .error) }
    case .loaded(let move):
      lines = MoveCardSections(move: move, game: game, theme: theme, width: width).all
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `move #85` or `"thunderbolt"`, for loading and failure lines.
  static func describe(_ query: EntryQuery) -> String {
    switch query {
    case .number(let number): return "move #\(number)"
    case .name(let name): return "\"\(name)\""
    }
  }
}
