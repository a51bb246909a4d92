import Domain
/// One way a Pokémon learns one move in one game group, as its `pokemon` document's
/// `moves` say: what a learnset and "who learns a move" over PokeAPI are both made of.
struct LearnWay: Sendable {
  /// The move, as the document links it.
  let move: NamedAPIResourceDTO
  /// The game group, as the network names it.
  let group: GameGroup
  /// How: `level-up`, `machine`, `egg`, `tutor`…
  let method: String
  /// The method's id, to order ways as the database does.
  let methodOrder: Int
  /// The level, for `level-up` only.
  let level: Int?

  /// The game groups `ways` span, oldest first.
  static func groups(of ways: [LearnWay]) -> [GameGroup] {
    var groups: [String: GameGroup] = [:]
    for way in ways { groups[way.group.slug] = way.group }
    return groups.values.sorted()
  }
}

extension PokemonMovesDTO<NamedAPIResourceDTO> {
  /// Every way the document's Pokémon learns the moves `isWanted` accepts (every move, by
  /// default), in the document's order; only by `method`, when given.
  func learnWays(
    of isWanted: (NamedAPIResourceDTO) -> Bool = { _ in true }, method: String? = nil
  ) -> [LearnWay] {
    (moves ?? []).filter { isWanted($0.move) }.flatMap { entry in
      entry.versionGroupDetails.compactMap { detail -> LearnWay? in
        let learnedBy = SafeText.clean(detail.moveLearnMethod.name)
        guard method == nil || learnedBy == method else { return nil }
        return LearnWay(
          move: entry.move, group: GameGroup(link: detail.versionGroup),
          method: learnedBy, methodOrder: detail.moveLearnMethod.linkedID ?? Int.max,
          level: learnedBy == "level-up" ? detail.levelLearnedAt : nil)
      }
    }
  }
}
