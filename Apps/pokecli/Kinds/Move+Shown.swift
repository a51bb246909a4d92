import ArgumentParser
import Domain
import Presentation

extension Move: BrowsedStoredKind {
  static var commands: [any ParsableCommand.Type] { [MoveCommand.self, MovesCommand.self] }
  static var section: BrowserSection? { .moves }

  static func criteria(browsing query: ReferenceQuery) -> MoveCriteria {
    MoveCriteria(terms: query.foldedTerms, sort: query.order(MoveSort.number))
  }
  static func browserRow(_ row: MoveRow) -> ReferenceRow { ReferenceRow(move: row) }
  static func browserCard(_ entry: Move) -> ReferenceCardContent {
    .move(entry, learners: MoveLearners(game: nil, games: [], learners: []))
  }

  /// The stored kind's source, with who learns the move on its card from the built-in
  /// data. Over another API who learns a move costs every learner's document: the card
  /// there lists none rather than send a hundred requests on a key.
  static func browserSource(in root: CompositionRoot) throws -> ReferenceSource? {
    guard var source = try storedSource(in: root) else { return nil }
    guard try root.builtInDatabase() != nil else { return source }
    let repository = try root.entries(of: Move.self)
    let learners = try root.moveLearnersRepository()
    source.card = { query in
      let move = try await repository.entry(query)
      return .move(
        move, learners: try await learners.learners(of: .number(move.id), game: nil, method: nil))
    }
    return source
  }
}
