/// The moves a Pokémon (or a form) learns in one game, and the games it learns moves in.
public struct Learnset: Codable, Hashable, Sendable {
  /// The game the moves are for; `nil` when the game asked for is not one of `games`.
  public var game: GameGroup?
  /// Every game in which the Pokémon learns moves, oldest first.
  public var games: [GameGroup]
  /// Its moves in `game`, by way of learning: level-up moves by level, machines by
  /// machine, the rest by name.
  public var moves: [LearnedMove]

  public init(game: GameGroup?, games: [GameGroup], moves: [LearnedMove]) {
    self.game = game
    self.games = games
    self.moves = moves
  }
}

/// One move a Pokémon learns in one game, one way.
public struct LearnedMove: Codable, Hashable, Sendable {
  /// The move, as a learnset's row shows it.
  public var move: MoveSummary
  /// How it is learned, as PokeAPI's slug: `level-up`, `machine`, `egg`, `tutor`, or a
  /// rarer one (`form-change`, `light-ball-egg`…).
  public var method: String
  /// The level it is learned at, for level-up moves (0: on evolving or by the reminder).
  public var level: Int?
  /// The machine that teaches it in that game (`tm24`), for machine moves.
  public var machine: String?

  public init(move: MoveSummary, method: String, level: Int?, machine: String?) {
    self.move = move
    self.method = method
    self.level = level
    self.machine = machine
  }
}

/// A move as a learnset's row shows it.
public struct MoveSummary: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
  public var displayName: String
  public var type: PokemonType?
  public var damageClass: String?
  public var power: Int?
  public var accuracy: Int?
  public var pp: Int?

  public init(
    id: Int, name: String, displayName: String, type: PokemonType?, damageClass: String?,
    power: Int?, accuracy: Int?, pp: Int?
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.type = type
    self.damageClass = damageClass
    self.power = power
    self.accuracy = accuracy
    self.pp = pp
  }
}

extension LearnedMove {
  /// `moves` in the order a learnset is shown in: by way of learning (level-up, machine,
  /// egg, tutor, then the rest by name), then level-up moves by level, machines by
  /// machine, and the rest by name.
  ///
  /// Each move's machine number and way's rank are worked out once, not at each
  /// comparison: a number is read from a slug, and a Pokémon learns a hundred moves or more.
  public static func inShowingOrder(_ moves: [LearnedMove]) -> [LearnedMove] {
    moves.map { (move: $0, rank: methodRank($0.method), machine: MachineNumber($0.machine)) }
      .sorted { lhs, rhs in
        let left = (lhs.rank, lhs.move.method), right = (rhs.rank, rhs.move.method)
        if left != right { return left < right }
        switch lhs.move.method {
        case "level-up":
          let levels = (lhs.move.level ?? 0, rhs.move.level ?? 0)
          if levels.0 != levels.1 { return levels.0 < levels.1 }
        case "machine":
          if lhs.machine != rhs.machine { return lhs.machine < rhs.machine }
        default: break
        }
        return (lhs.move.move.displayName, lhs.move.move.id)
          < (rhs.move.move.displayName, rhs.move.move.id)
      }
      .map(\.move)
  }

  /// The four ways every game has, first and in this order.
  public static let mainMethods = ["level-up", "machine", "egg", "tutor"]

  private static func methodRank(_ method: String) -> Int {
    mainMethods.firstIndex(of: method) ?? mainMethods.count
  }
}

/// A machine's item slug read for sorting: TMs, then HMs, then TRs, each by number
/// (`tm2` before `tm10`, which a sort by text would reverse).
struct MachineNumber: Comparable {
  let kind: Int
  let number: Int
  let slug: String

  init(_ slug: String?) {
    let slug = slug ?? ""
    let letters = String(slug.prefix { $0.isLetter })
    kind = ["tm", "hm", "tr"].firstIndex(of: letters) ?? 3
    number = Int(slug.dropFirst(letters.count)) ?? Int.max
    self.slug = slug
  }

  static func < (lhs: MachineNumber, rhs: MachineNumber) -> Bool {
    (lhs.kind, lhs.number, lhs.slug) < (rhs.kind, rhs.number, rhs.slug)
  }
}
