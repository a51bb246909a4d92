import Domain
/// What a learnset is asked with: the Pokémon, the game (else the newest it has moves in)
/// and the way of learning to narrow to (else all).
public struct LearnsetRequest: Equatable, Sendable {
  public var query: EntryQuery
  public var game: String?
  public var method: String?

  public init(query: EntryQuery, game: String? = nil, method: String? = nil) {
    self.query = query
    self.game = game
    self.method = method
  }
}
