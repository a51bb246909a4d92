import Domain

extension NotYetInGame {
  /// `Garchomp did not exist yet in "red": it came with generation IV; games with an
  /// English Pokédex entry: "diamond", …`, or for a form `Raichu (Alola) did not exist
  /// yet in "red": it came with "sun-moon" (generation VII)`.
  public var message: String {
    let generation = introducedIn.map { "generation \(Roman.numeral($0))" }
    let came: String
    if let group = introducedWith {
      came = "\"\(group)\"" + (generation.map { " (\($0))" } ?? "")
    } else {
      came = generation ?? "a later game"
    }
    let said = "\(name) did not exist yet in \"\(game)\": it came with \(came)"
    guard !gamesWithEntry.isEmpty else { return said }
    let games = gamesWithEntry.map { "\"\($0)\"" }.joined(separator: ", ")
    return said + "; games with an English Pokédex entry: " + games
  }
}
