/// An entry that can be told as it was in an older game (`Move`, `Pokemon`).
public protocol ChangesWithGames {
  /// Whether every game has the entry as it is today; then no game is looked up.
  var isSameInEveryGame: Bool { get }
  /// The groups of games whose changes the entry keys by group, to be put in release
  /// order; empty for an entry whose changes are keyed by generation.
  var changedIn: [GameGroup] { get }
  /// The entry as it was in `game`, each group that changed it ordered as `ordered` has
  /// that slug (else as the entry has it).
  func asItWas(in game: GameGroup, ordered: [String: GameGroup]) -> Self
}
