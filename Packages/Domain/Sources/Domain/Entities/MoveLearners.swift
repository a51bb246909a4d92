/// The Pokémon that learn a move in one game, and how, for `pokecli move <move> --pokemon`.
public struct MoveLearners: Codable, Hashable, Sendable {
  /// The game; `nil` when the game asked for is not one of `games`.
  public var game: GameGroup?
  /// Every game in which some Pokémon learns the move (by the way asked for, if any),
  /// oldest first.
  public var games: [GameGroup]
  /// Who learns it in `game`, and how: by national number, then by way of learning.
  public var learners: [MoveLearner]

  public init(game: GameGroup?, games: [GameGroup], learners: [MoveLearner]) {
    self.game = game
    self.games = games
    self.learners = learners
  }

  /// `learners` gathered by Pokémon, in national-number order: every way each learns it.
  public var byPokemon: [[MoveLearner]] {
    var order: [Int] = []
    var ways: [Int: [MoveLearner]] = [:]
    for learner in learners {
      if ways[learner.pokemonID] == nil { order.append(learner.pokemonID) }
      ways[learner.pokemonID, default: []].append(learner)
    }
    return order.compactMap { ways[$0] }
  }
}

/// One Pokémon (or form) that learns a move, one way.
public struct MoveLearner: Codable, Hashable, Sendable {
  public var pokemonID: Int
  public var pokemon: String
  public var displayName: String
  /// `level-up`, `machine`, `egg`, `tutor`, or a rarer way.
  public var method: String
  /// The level, for level-up.
  public var level: Int?
  /// The machine's item slug (`tm24`), for machine moves.
  public var machine: String?

  public init(
    pokemonID: Int, pokemon: String, displayName: String, method: String, level: Int?,
    machine: String?
  ) {
    self.pokemonID = pokemonID
    self.pokemon = pokemon
    self.displayName = displayName
    self.method = method
    self.level = level
    self.machine = machine
  }
}
