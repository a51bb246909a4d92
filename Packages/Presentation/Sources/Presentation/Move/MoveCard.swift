import Domain
/// `pokecli move`: a move's card, and with `--pokemon` the Pokémon that learn it below.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up.
public struct MoveCard: Screen {
  /// The move.
  public var move: Move
  /// The game whose description the card shows (a game or a group slug: `red`,
  /// `scarlet-violet`); else the newest.
  public var game: String?
  /// Who learns the move (`move --pokemon`), already narrowed to `method`; `nil` when not
  /// asked for.
  public var learners: MoveLearners?
  /// The way of learning `learners` was narrowed to, if any.
  public var method: String?

  public init(
    move: Move, game: String? = nil, learners: MoveLearners? = nil, method: String? = nil
  ) {
    self.move = move
    self.game = game
    self.learners = learners
    self.method = method
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    let card = MoveCardSections(move: move, game: game, theme: theme, width: width).all
      .joined(separator: "\n") + "\n"
    guard let learners else { return card }
    return card + "\n"
      + MoveLearnersRenderer.render(
        learners, move: move.displayName, asked: game, method: method, theme: theme,
        width: width)
  }

  public func document(hints: any Hints) -> any Encodable {
    MoveJSON.card(move, game: game, learners: learners)
  }
}
