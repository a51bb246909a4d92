import Domain
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
    return EntryCard.render(state, kind: .move, theme: theme, width: width, hints: hints) {
      MoveCardSections(move: $0, game: game, theme: theme, width: width).all
    }
  }
}
