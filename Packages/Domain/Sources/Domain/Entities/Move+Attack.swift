extension Move {
  /// The attack it is, as it is told (in the game asked for: Bite is Normal in Red), for
  /// `AttackMatchup`; `nil` for a move that does no damage (a status move hits no type).
  /// - Throws: `NotYetInGame` when it came after `game`, the game it was asked in.
  public func attack(askedIn game: String?) throws -> CoverageAttack? {
    if let game, isNewerThanItsGame {
      throw NotYetInGame(name: displayName, game: game, introducedIn: generation)
    }
    guard damageClass != "status", let type else { return nil }
    return CoverageAttack(type: type, move: name, moveName: displayName)
  }
}
