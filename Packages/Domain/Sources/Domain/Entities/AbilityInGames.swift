extension Ability: ChangesWithGames {
  /// Whether no game is told apart: an ability with no generation known. Every other
  /// ability came with a generation, and a game older than it did not have it yet.
  public var isSameInEveryGame: Bool { generation == nil }

  /// None: what changes is keyed by generation.
  public var changedIn: [GameGroup] { [] }

  /// The ability as in `game`, `asIn` saying so: its holders those that had it in the
  /// game's generation (`holdings`), each once, hidden only where it was the hidden ability
  /// alone; none before abilities came (generation III), and no hidden one before hidden
  /// abilities did (V). An ability the game did not have yet keeps today's holders, as its
  /// card says it came later; so does one whose source names no past holders. Its texts
  /// stay today's: its description is chosen by game where it is shown, and PokeAPI keeps
  /// no past effects.
  public func asItWas(in game: GameGroup, ordered: [String: GameGroup] = [:]) -> Ability {
    var ability = self
    ability.asIn = game
    guard let generation = game.generation, let holdings, !ability.isNewerThanItsGame else {
      return ability
    }
    ability.holders = Self.holders(holdings, in: generation)
    return ability
  }

  /// The holders of `holdings` in `generation`, in number order, each once.
  static func holders(_ holdings: [AbilityHolder], in generation: Int) -> [AbilityHolder] {
    guard generation >= Pokemon.firstGenerationWithAbilities else { return [] }
    var byID: [Int: AbilityHolder] = [:]
    for holding in holdings where holding.generations?.contains(generation) ?? true {
      if holding.isHidden, generation < Pokemon.firstGenerationWithHiddenAbilities { continue }
      var holder = holding
      holder.generations = nil
      holder.isHidden = holding.isHidden && (byID[holding.id]?.isHidden ?? true)
      byID[holding.id] = holder
    }
    return byID.values.sorted { $0.id < $1.id }
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
