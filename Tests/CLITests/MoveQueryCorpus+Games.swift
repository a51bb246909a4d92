/// The move queries beside a game (`moves QUERY --game G`), whose power, accuracy, PP,
/// type and class terms read the moves as they were in G, and what the documents say
/// each should list: rules written here from the documents' `past_values` and the
/// version groups' `order`, not from pokecli's code.
extension ExpectedMoves {
  /// A query, its game, the moves it should list and whether today's values would list
  /// others (the cases that tell the game's values from today's).
  typealias GameCase = (query: String, game: String, expected: [Int], toldApart: Bool)
  /// The values a game may have had otherwise.
  typealias Values = (power: Int?, accuracy: Int?, pp: Int?, type: String, damageClass: String)

  /// The groups asked about: each of generations I–VII's rules of the past, the
  /// physical/special split by type among them.
  static let pastGames = [
    "red-blue", "yellow", "gold-silver", "crystal", "ruby-sapphire", "firered-leafgreen",
    "diamond-pearl", "black-white", "x-y", "sun-moon",
  ]

  /// The types whose damaging moves were physical before generation IV; the others'
  /// were special.
  static let physicalTypes: Set<String> = [
    "normal", "fighting", "flying", "poison", "ground", "rock", "bug", "ghost", "steel",
  ]

  /// A move as it was in `game`: each of its power, accuracy, PP and type from the
  /// oldest `past_values` entry of a group released after `game` that gives it (an
  /// entry holds what the move was until that group), today's when none does; its class,
  /// before generation IV, its type's, a status move's staying status.
  func asIn(_ game: String, _ move: Move) -> Values {
    let order = corpus.gameOrder[game] ?? 0
    let later = move.past
      .filter { (corpus.gameOrder[$0.game] ?? 0) > order }
      .sorted { (corpus.gameOrder[$0.game] ?? 0) < (corpus.gameOrder[$1.game] ?? 0) }
    let type = later.lazy.compactMap(\.type).first ?? move.type
    var damageClass = move.damageClass
    if (corpus.gameGeneration[game] ?? 9) < 4, damageClass != "status" {
      damageClass = Self.physicalTypes.contains(type) ? "physical" : "special"
    }
    return (
      later.lazy.compactMap(\.power).first ?? move.power,
      later.lazy.compactMap(\.accuracy).first ?? move.accuracy,
      later.lazy.compactMap(\.pp).first ?? move.pp, type, damageClass)
  }

  /// For each sampled Pokémon and a game it learns moves in, `learned by P in G` beside
  /// one term that reads what the game changed: a type, a class, a power, accuracy or
  /// PP comparison or range.
  func gameCases() -> [GameCase] {
    let moves = Dictionary(corpus.moves.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
    var cases: [GameCase] = []
    for (index, learner) in corpus.learners.enumerated() {
      let games = Self.pastGames.filter { game in learner.ways.contains { $0.game == game } }
      for (offset, game) in games.enumerated() where (index + offset) % 2 == 0 {
        let learned = Set(learner.ways.filter { $0.game == game }.map(\.move)).compactMap { moves[$0] }
        let told = learned.map { ($0.id, asIn(game, $0)) }
        let today = learned.map { ($0.id, ($0.power, $0.accuracy, $0.pp, $0.type, $0.damageClass)) }
        func listed(_ holds: (Values) -> Bool) -> ([Int], Bool) {
          func kept(_ moves: [(Int, Values)]) -> [Int] {
            moves.filter { holds($0.1) }.map(\.0).sorted()
          }
          return (kept(told), kept(told) != kept(today))
        }
        let type = ["normal", "dark", "fairy", "fire", "bug", "ghost"][(index + offset) % 6]
        let terms: [(String, ([Int], Bool))] = [
          ("type \(type)", listed { $0.type == type }),
          ("!type normal, class special", listed { $0.type != "normal" && $0.damageClass == "special" }),
          ("class physical | class status",
           listed { $0.damageClass == "physical" || $0.damageClass == "status" }),
          ("power >= 60", listed { $0.power.map { $0 >= 60 } ?? false }),
          ("power 20-60", listed { $0.power.map { (20...60).contains($0) } ?? false }),
          ("accuracy < 100", listed { $0.accuracy.map { $0 < 100 } ?? false }),
          ("pp <= 15", listed { $0.pp.map { $0 <= 15 } ?? false }),
        ]
        let (term, (expected, toldApart)) = terms[(index + offset) % terms.count]
        cases.append(("learned by \(learner.slug) in \(game), \(term)", game, expected, toldApart))
      }
    }
    return cases
  }
}
