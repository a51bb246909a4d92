/// A set-up the damage calculator cannot honour, for the player to change.
public enum DamageProblem: Error, Equatable, Sendable {
  /// The attacker or the defender.
  public enum Side: String, Hashable, Sendable {
    case attacker, defender
  }

  /// The move does no damage (a status move); its display name.
  case statusMove(String)
  /// The generation worked out came before the formula the calculator knows (III).
  case generationTooEarly(Int)
  /// Training the generation's formula does not take, on one side.
  case training(Side, StatTrainingProblem)
  /// Terastallizing before generation IX.
  case teraNotYet(generation: Int)
  /// A terrain before generation VI.
  case terrainNotYet(generation: Int)
  /// Snow before generation IX (hail, before it, changes no damage).
  case snowNotYet(generation: Int)
  /// Aurora Veil before generation VII.
  case auroraVeilNotYet(generation: Int)
  /// A hit count for a move that always hits `range` times.
  case hitsOutOfRange(move: String, range: ClosedRange<Int>)
}
