/// Which abilities match an `AbilityCriteria`, and in what order: pure functions over
/// the rows.
public enum AbilitySearch {
  /// Whether folded `term` matches `row`: part of its slug (`rod`) or whole words run
  /// together (`lightningrod`).
  public static func matches(term: String, row: AbilityRow) -> Bool {
    SlugSearch.matches(term: term, name: row.name)
  }

  /// Whether `criteria` can be answered from the abilities' slugs alone: no generation,
  /// in number order (the other orders need the English names and holders the documents
  /// give). A catalog that must fetch each ability can then page the slugs first.
  public static func needsOnlyNames(_ criteria: AbilityCriteria) -> Bool {
    criteria.generation == nil && criteria.sort == .number
  }

  /// The rows that match the generation and every term of `criteria`, in its order; ties
  /// keep number order.
  public static func filter(_ rows: [AbilityRow], by criteria: AbilityCriteria) -> [AbilityRow] {
    let kept = rows.filter { row in
      if let generation = criteria.generation, row.generation != generation { return false }
      return criteria.terms.allSatisfy { matches(term: $0, row: row) }
    }.sorted { $0.id < $1.id }
    let ordered: [AbilityRow]
    switch criteria.sort {
    case .number:
      ordered = kept
    case .name:
      ordered = kept.sorted {
        ($0.displayName.lowercased(), $0.id) < ($1.displayName.lowercased(), $1.id)
      }
    case .pokemon:
      // The most widely held first; `sorted` is not stable, so ties compare by number.
      ordered = kept.sorted { ($1.pokemonCount, $0.id) < ($0.pokemonCount, $1.id) }
    }
    return criteria.reversed ? ordered.reversed() : ordered
  }
}

extension AbilityCriteria: SlugCriteria {
  public var needsOnlyNames: Bool { AbilitySearch.needsOnlyNames(self) }
}
