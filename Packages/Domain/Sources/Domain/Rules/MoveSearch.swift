/// Which moves match a `MoveCriteria`, and in what order: pure functions over the rows.
public enum MoveSearch {
  /// Whether folded `term` matches `row`: part of its slug (`bolt`), whole words run
  /// together (`willowisp`), its type (`fire`) or its class (`status`).
  public static func matches(term: String, row: MoveRow) -> Bool {
    let move = row.move
    if SlugSearch.matches(term: term, name: move.name) { return true }
    return move.type?.slug == term || move.damageClass == term
  }

  /// The move classes (`--class`, and words that match a move by its class).
  public static let damageClasses = ["physical", "special", "status"]

  /// Whether `criteria` can be answered from the moves' slugs alone (every move's, or
  /// the moves of `criteria.pokemon`): no other filter but words, none of them a type's or
  /// a class's name, in number order (the order by name is by English names, which only
  /// the documents give). A catalog that must fetch each move to know its type or numbers
  /// can then page the slugs first.
  public static func needsOnlyNames(_ criteria: MoveCriteria) -> Bool {
    criteria.type == nil && criteria.damageClass == nil && criteria.generation == nil
      && criteria.game == nil
      && criteria.sort == .number
      && !criteria.terms.contains { term in
        damageClasses.contains(term) || PokemonType.allKnown.contains { $0.slug == term }
      }
  }

  /// The rows that match every filter and term of `criteria`, in its order. A move without
  /// the number sorted by (a status move's power) comes after those with one, whichever
  /// the direction; ties keep number order.
  public static func filter(_ rows: [MoveRow], by criteria: MoveCriteria) -> [MoveRow] {
    let kept = rows.filter { row in
      if let type = criteria.type, row.move.type != type { return false }
      if let damageClass = criteria.damageClass, row.move.damageClass != damageClass {
        return false
      }
      if let generation = criteria.generation, row.generation != generation { return false }
      return criteria.terms.allSatisfy { matches(term: $0, row: row) }
    }
    return sorted(kept, by: criteria.sort, reversed: criteria.reversed)
  }

  static func sorted(_ rows: [MoveRow], by sort: MoveSort, reversed: Bool) -> [MoveRow] {
    let byNumber = rows.sorted { $0.move.id < $1.move.id }
    switch sort {
    case .number:
      return reversed ? byNumber.reversed() : byNumber
    case .name:
      let byName = byNumber.sorted {
        ($0.move.displayName.lowercased(), $0.move.id) < ($1.move.displayName.lowercased(), $1.move.id)
      }
      return reversed ? byName.reversed() : byName
    case .power: return ordered(byNumber, by: \.move.power, reversed: reversed)
    case .accuracy: return ordered(byNumber, by: \.move.accuracy, reversed: reversed)
    case .pp: return ordered(byNumber, by: \.move.pp, reversed: reversed)
    case .priority: return ordered(byNumber, by: { Optional($0.priority) }, reversed: reversed)
    }
  }

  /// `rows` (in number order) by `value`, highest first unless `reversed`; rows without a
  /// value last either way. The sort is stable, so ties stay in number order.
  private static func ordered(
    _ rows: [MoveRow], by value: (MoveRow) -> Int?, reversed: Bool
  ) -> [MoveRow] {
    let valued = rows.filter { value($0) != nil }
    let missing = rows.filter { value($0) == nil }
    let indexed = valued.enumerated().map { ($0.offset, $0.element) }
    let sorted = indexed.sorted { left, right in
      let (a, b) = (value(left.1) ?? 0, value(right.1) ?? 0)
      if a != b { return reversed ? a < b : a > b }
      return left.0 < right.0
    }
    return sorted.map(\.1) + missing
  }
}

extension MoveCriteria: SlugCriteria {
  public var needsOnlyNames: Bool { MoveSearch.needsOnlyNames(self) }
}
