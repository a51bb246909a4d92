/// A move as `pokecli moves` lists it: what a learnset row shows, with its priority and
/// the generation that introduced it.
public struct MoveRow: Codable, Hashable, Sendable {
  public var move: MoveSummary
  public var priority: Int
  public var generation: Int?
  /// Its name in each other language its document speaks (`Translatable`).
  public var translations: [String: String]?

  public init(move: MoveSummary, priority: Int, generation: Int?) {
    self.move = move
    self.priority = priority
    self.generation = generation
  }
}

extension MoveRow: Translatable {
  public var wording: String { move.displayName }

  public func worded(_ wording: String) -> MoveRow {
    var worded = self
    worded.move.displayName = wording
    return worded
  }
}
