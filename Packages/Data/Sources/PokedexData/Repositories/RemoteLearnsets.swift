import Domain
/// Learnsets from PokeAPI itself, both ways: the moves a Pokémon learns (here) and the
/// Pokémon that learn a move (`RemoteLearnsets+Learners.swift`).
///
/// A Pokémon's moves: its `pokemon` document gives them per game, way and level; each move
/// of the chosen game costs its `move` document (for its name, type and numbers), and each
/// machine move the `machine` document that names its TM in that game. Every document
/// once, at most `maxConcurrentRequests` at a time.
///
/// A game named by one of its games (`red`) rather than its group (`red-blue`) costs that
/// game's `version` document, which names its group. The game chosen when none is named,
/// and the numbers of a move some game changed (PokeAPI's `past_values`), need the order
/// the games came out in: the table of groups (`RemoteTables`), read once and cached.
public struct RemoteLearnsets: LearnsetRepository, MoveLearnersRepository {
  let reader: PokeAPIReader
  /// The groups of games in release order, for the game chosen when none is named.
  let games: RemoteTables

  /// - Parameter cache: where the table of games is kept between runs, if anywhere.
  public init(reader: PokeAPIReader, cache: ReferenceCache? = nil) {
    self.reader = reader
    self.games = RemoteTables(reader: reader, cache: cache)
  }

  public func learnset(_ query: EntryQuery, game: String?) async throws -> Learnset {
    let ways = try await reader.pokemonMoves(query).learnWays()
    let learned = LearnWay.groups(of: ways)
    let byLevelUp = Set(ways.filter { $0.method == "level-up" }.map(\.group.slug))
    guard let chosen = try await reader.group(game, among: learned, counting: byLevelUp, games: games) else {
      return Learnset(game: nil, games: learned, moves: [])
    }
    var rows: [LearnWay] = []
    for way in ways where way.group.slug == chosen.slug {
      guard !rows.contains(where: {
        $0.move.name == way.move.name && $0.method == way.method && $0.level == way.level
      }) else { continue }
      rows.append(way)
    }
    let moveIDs = Array(Set(rows.compactMap { $0.move.linkedID })).sorted()
    let moves = try await OrderedConcurrency.map(moveIDs) { [reader] id in
      (id, try await reader.document(MoveDTO.self, of: .move, id: id))
    }
    let byID = Dictionary(moves, uniquingKeysWith: { first, _ in first })
    let machineMoveIDs = Set(rows.filter { $0.method == "machine" }.compactMap(\.move.linkedID))
    let items = try await OrderedConcurrency.map(machineMoveIDs.sorted()) {
      [reader] id -> (Int, String?) in
      guard let move = byID[id] else { return (id, nil) }
      return (id, try await reader.machineItem(teaching: move, in: chosen))
    }
    let machines = Dictionary(
      items.compactMap { id, item in item.map { (id, $0) } },
      uniquingKeysWith: { first, _ in first })
    // Each move's numbers as they were in that game. Links order groups by id, which is
    // not release order (Red and Green (Japan) is 28): the table orders the groups
    // involved, asked only when some move has changed.
    let domain = byID.reduce(into: [Int: Move]()) { $0[$1.key] = $1.value.toDomain(id: $1.key, machineItems: [:]) }
    let changedIn = domain.values.flatMap(\.changedIn)
    let ordered = changedIn.isEmpty
      ? [:] : try await games.ordered([chosen] + changedIn)
    let game = ordered[chosen.slug] ?? chosen
    let learnedMoves = rows.compactMap { row -> LearnedMove? in
      guard let id = row.move.linkedID, let move = domain[id] else { return nil }
      return LearnedMove(
        move: move.summary.asItWas(in: game, changes: move.pastValues ?? [], ordered: ordered),
        method: row.method, level: row.level,
        machine: row.method == "machine" ? machines[id] : nil)
    }
    return Learnset(
      game: chosen, games: learned, moves: LearnedMove.inShowingOrder(learnedMoves))
  }
}
