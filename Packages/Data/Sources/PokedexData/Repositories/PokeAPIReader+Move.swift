import Domain
/// Moves from PokeAPI itself: the `move` document, and the `machine` document of each game
/// that teaches it by machine (PokeAPI names a machine's item only there), at most
/// `maxConcurrentRequests` at once.
///
/// A name PokeAPI does not know (`willowisp`) is looked up in the list of every move's
/// name: one spelled the same but for hyphens and spaces is loaded instead, by its number;
/// otherwise the error carries the closest names.
extension PokeAPIReader {
  /// The move `query` names, with the machine that teaches it in each game.
  func move(_ query: EntryQuery) async throws -> Move {
    let document = try await entryDocument(IdentifiedMoveDTO.self, of: .move, kind: .move, query)
    let move = document.move
    let machineIDs = Array(Set((move.machines ?? []).compactMap(\.machine.id))).sorted()
    let items = try await OrderedConcurrency.map(machineIDs) { [self] id in
      let machine = try await loader.load(MachineDTO.self, from: endpoints.document(.machine, id))
      return (id, machine.item.name)
    }
    return move.toDomain(
      id: document.id, machineItems: Dictionary(items, uniquingKeysWith: { first, _ in first }))
  }

  /// The moves `pokemon` learns in any game, from its `pokemon` document, by number and
  /// named from their slugs.
  func movesLearned(by pokemon: EntryQuery) async throws -> [ReferenceHit] {
    let document = try await entryDocument(
      PokemonMovesDTO.self, of: .pokemon, kind: .pokemon, pokemon)
    var seen = Set<Int>()
    return (document.moves ?? []).compactMap { entry -> ReferenceHit? in
      guard let id = entry.move.linkedID, seen.insert(id).inserted else { return nil }
      let slug = SafeText.clean(entry.move.name)
      return ReferenceHit(
        kind: .move, id: id, name: slug, displayName: DisplayName.titleCased(slug))
    }.sorted { $0.id < $1.id }
  }

  /// Move `id`'s row, from its document.
  func moveRow(_ id: Int) async throws -> MoveRow {
    let document = try await loader.load(MoveDTO.self, from: endpoints.document(.move, id))
    let move = document.toDomain(id: id, machineItems: [:])
    var row = MoveRow(
      move: MoveSummary(
        id: move.id, name: move.name, displayName: move.displayName, type: move.type,
        damageClass: move.damageClass, power: move.power, accuracy: move.accuracy, pp: move.pp),
      priority: move.priority, generation: move.generation)
    row.translations = move.translations?.mapValues(\.name) ?? [:]
    return row
  }
}

/// A `move` document with its id, which the move's card shows.
struct IdentifiedMoveDTO: Decodable, Sendable {
  let id: Int
  let move: MoveDTO

  private enum CodingKeys: String, CodingKey { case id }

  init(from decoder: any Decoder) throws {
    id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
    move = try MoveDTO(from: decoder)
  }
}
