import Domain
/// Learnsets from PokeAPI itself: the Pokémon's `pokemon` document gives its moves per
/// game, way and level; each move of the chosen game costs its `move` document (for its
/// name, type and numbers), and each machine move the `machine` document that names its
/// TM in that game. Every document once, at most `maxConcurrentRequests` at a time.
///
/// A game named by one of its games (`red`) rather than its group (`red-blue`) costs that
/// game's `version` document, which names its group.
public struct RemoteLearnsetRepository: LearnsetRepository {
  let reader: PokeAPIReader
  var loader: DocumentLoader { reader.loader }
  var endpoints: PokeAPIEndpoints { reader.endpoints }

  public init(reader: PokeAPIReader) {
    self.reader = reader
  }

  public func learnset(_ query: EntryQuery, game: String?) async throws -> Learnset {
    let document: PokemonMovesDTO
    do {
      document = try await loader.load(
        PokemonMovesDTO.self, from: endpoints.document(.pokemon, query.pathComponent))
    } catch PokedexError.notFound {
      throw PokedexError.entryNotFound(.pokemon, query, suggestions: [])
    }
    let entries = document.moves ?? []
    var groups: [String: GameGroup] = [:]
    for detail in entries.flatMap(\.versionGroupDetails) {
      let group = RemoteGameChoice.group(detail.versionGroup)
      groups[group.slug] = group
    }
    let learned = groups.values.sorted()
    guard
      let chosen = try await RemoteGameChoice(loader: loader, endpoints: endpoints)
        .choose(game, among: learned)
    else {
      return Learnset(game: nil, games: learned, moves: [])
    }
    var rows: [(move: NamedAPIResourceDTO, method: String, level: Int?)] = []
    for entry in entries {
      for detail in entry.versionGroupDetails where detail.versionGroup.name == chosen.slug {
        let method = SafeText.clean(detail.moveLearnMethod.name)
        let level = method == "level-up" ? detail.levelLearnedAt : nil
        guard !rows.contains(where: {
          $0.move.name == entry.move.name && $0.method == method && $0.level == level
        }) else { continue }
        rows.append((entry.move, method, level))
      }
    }
    let moveIDs = Array(Set(rows.compactMap { $0.move.linkedID })).sorted()
    let moves = try await OrderedConcurrency.map(moveIDs) { [loader, endpoints] id in
      (id, try await loader.load(IdentifiedMoveDTO.self, from: endpoints.document(.move, id)))
    }
    let byID = Dictionary(moves, uniquingKeysWith: { first, _ in first })
    let machines = try await machineItems(
      for: rows.filter { $0.method == "machine" }.compactMap { $0.move.linkedID },
      in: chosen, moves: byID)
    let learnedMoves = rows.compactMap { row -> LearnedMove? in
      guard let id = row.move.linkedID, let move = byID[id] else { return nil }
      return LearnedMove(
        move: move.summary, method: row.method, level: row.level,
        machine: row.method == "machine" ? machines[id] : nil)
    }
    return Learnset(
      game: chosen, games: learned, moves: learnedMoves.sorted(by: LearnedMove.inShowingOrder))
  }

  /// The item slug (`tm24`) of the machine that teaches each of `moveIDs` in `group`, from
  /// the machines their move documents link to for that group.
  private func machineItems(
    for moveIDs: [Int], in group: GameGroup, moves: [Int: IdentifiedMoveDTO]
  ) async throws -> [Int: String] {
    let links = Set(moveIDs).compactMap { id -> (Int, Int)? in
      let machine = moves[id]?.move.machines?.first { $0.versionGroup?.name == group.slug }
      return machine?.machine.id.map { (id, $0) }
    }
    let items = try await OrderedConcurrency.map(links) { [loader, endpoints] link in
      let document = try await loader.load(
        MachineDTO.self, from: endpoints.document(.machine, link.1))
      return (link.0, SafeText.clean(document.item.name))
    }
    return Dictionary(items, uniquingKeysWith: { first, _ in first })
  }
}

extension IdentifiedMoveDTO {
  /// The move as a learnset's row shows it.
  var summary: MoveSummary {
    let full = move.toDomain(id: id, machineItems: [:])
    return MoveSummary(
      id: full.id, name: full.name, displayName: full.displayName, type: full.type,
      damageClass: full.damageClass, power: full.power, accuracy: full.accuracy, pp: full.pp)
  }
}
