import Domain
/// The built-in database's answer to "who learns this move", behind Domain's
/// `MoveLearnersRepository`; a move is named as `pokecli move` names it.
public struct DatabaseMoveLearnersRepository: MoveLearnersRepository {
  let database: PokedexDatabase
  let moves: DatabaseMoveRepository

  public init(database: PokedexDatabase) {
    self.database = database
    self.moves = DatabaseMoveRepository(database: database)
  }

  public func learners(of move: EntryQuery, game: String?, method: String?) async throws
    -> MoveLearners
  {
    let id = try await moves.entry(move).id
    return try await database.learners(ofMove: id, game: game, method: method)
  }
}
