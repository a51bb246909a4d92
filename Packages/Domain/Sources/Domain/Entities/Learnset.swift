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
  /// Each move's place is worked out once, not at each comparison: a machine's number is
  /// read from its slug, and a Pokémon learns a hundred moves or more.
  public static func inShowingOrder(_ moves: [LearnedMove]) -> [LearnedMove] {
    moves.map { (place: ShowingPlace($0), move: $0) }.sorted { $0.place < $1.place }.map(\.move)
  }

  /// The four ways every game has, first and in this order.
  public static let mainMethods = ["level-up", "machine", "egg", "tutor"]
}

/// Where a learned move stands in a learnset as shown (`LearnedMove.inShowingOrder`).
private struct ShowingPlace: Comparable {
  let methodRank: Int
  let method: String
  /// Its level for a level-up move, else 0.
  let level: Int
  /// Its machine for a machine move, else none.
  let machine: MachineNumber
  let name: String
  let id: Int

  init(_ move: LearnedMove) {
    methodRank = LearnedMove.mainMethods.firstIndex(of: move.method) ?? LearnedMove.mainMethods.count
    method = move.method
    level = move.method == "level-up" ? move.level ?? 0 : 0
    machine = MachineNumber(move.method == "machine" ? move.machine : nil)
    name = move.move.displayName
    id = move.move.id
  }

  static func < (lhs: ShowingPlace, rhs: ShowingPlace) -> Bool {
    if (lhs.methodRank, lhs.method) != (rhs.methodRank, rhs.method) {
      return (lhs.methodRank, lhs.method) < (rhs.methodRank, rhs.method)
    }
    if lhs.level != rhs.level { return lhs.level < rhs.level }
    if lhs.machine != rhs.machine { return lhs.machine < rhs.machine }
    return (lhs.name, lhs.id) < (rhs.name, rhs.id)
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
