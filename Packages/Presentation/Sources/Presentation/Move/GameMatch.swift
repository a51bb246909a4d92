import Domain
/// Whether a game a user named (`red`, `scarlet-violet`, `black-2`) is one of a group's.
enum GameMatch {
  /// True when `name` is the group's slug or one of its games; for a group whose games
  /// are not known (read from another API), when `name` is a whole part of its slug
  /// (`red` in `red-blue`, `black-2` in `black-2-white-2`).
  static func names(_ group: GameGroup, _ name: String) -> Bool {
    if group.isNamed(name) { return true }
    guard group.versions.isEmpty, !name.isEmpty else { return false }
    return "-\(group.slug)-".contains("-\(name)-")
  }

  /// The text of the game `name` names: the newest of a group it names exactly, else the
  /// oldest whose slug has it as a part (`white` is Black and White's, not Black 2's).
  static func text(in texts: [GameText], for name: String) -> GameText? {
    texts.last { $0.game.isNamed(name) } ?? texts.first { names($0.game, name) }
  }
}
