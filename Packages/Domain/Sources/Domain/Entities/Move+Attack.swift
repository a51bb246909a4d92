extension Move {
  /// The type it hits with, as it is told (in the game asked for: Bite is Normal in
  /// Red); `nil` for a move that does no damage (a status move hits no type).
  /// - Throws: `NotYetInGame` when it came after `game`, the game it was asked in.
  public func damagingType(askedIn game: String?) throws -> PokemonType? {
    if let game, isNewerThanItsGame {
      throw NotYetInGame(name: displayName, game: game, introducedIn: generation)
    }
    guard damageClass != "status" else { return nil }
    return type
  }
}
