extension Ability: ChangesWithGames {
  /// Whether no game is told apart: an ability with no generation known. Every other
  /// ability came with a generation, and a game older than it did not have it yet.
  public var isSameInEveryGame: Bool { generation == nil }

  /// None: what changes is keyed by generation.
  public var changedIn: [GameGroup] { [] }

  /// The ability as in `game`, `asIn` saying so. Its texts stay today's: its description
  /// is chosen by game where it is shown, and PokeAPI keeps no past effects.
  public func asItWas(in game: GameGroup, ordered: [String: GameGroup] = [:]) -> Ability {
    var ability = self
    ability.asIn = game
    return ability
  }

  /// Whether `asIn` is older than the generation that introduced the ability (Levitate
  /// in Red: abilities came with generation III).
  public var isNewerThanItsGame: Bool { asIn?.predates(generation: generation) ?? false }
}

extension Ability: ListsByGame {
  public var gamesListed: [GameGroup] { descriptions.map(\.game) }

  public func inReleaseOrder(_ ordered: [String: GameGroup]) -> Ability {
    var ability = self
    ability.descriptions = descriptions.inReleaseOrder(ordered)
    return ability
  }
}
