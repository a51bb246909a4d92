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

extension Move {
  /// The attack of a move read beside others (`team`'s and `coverage`'s sets), as
  /// `attack(askedIn:)` tells it; `nil` for one that does no damage, whose name is added to
  /// `harmless`, the moves those tools leave out and say so.
  /// - Throws: the read's failure; `PokedexError.unexpected` saying `missing` when there
  ///   was no read.
  static func attack(
    read: Result<Move, any Error>?, askedIn game: String?, harmless: inout [String],
    missing: @autoclosure () -> String
  ) throws -> CoverageAttack? {
    guard let read else { throw PokedexError.unexpected(reason: missing()) }
    let move = try read.get()
    guard let attack = try move.attack(askedIn: game) else {
      harmless.append(move.displayName)
      return nil
    }
    return attack
  }
}
