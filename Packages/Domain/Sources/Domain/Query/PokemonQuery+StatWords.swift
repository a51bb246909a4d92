extension PokemonQuery {
  /// The words its terms hold in a stat's place that are no name pokecli knows in
  /// English ("vitesse", "KP"): the data's names of stats say which they are.
  public var statWords: Set<String> {
    var words: Set<String> = []
    for atom in terms.flatMap(\.atoms) {
      switch atom {
      case .compare(let lhs, _, let rhs):
        for case .statNamed(let word) in [lhs, rhs] { words.insert(word) }
      case .within(.statNamed(let word), _): words.insert(word)
      default: break
      }
    }
    return words
  }

  /// The query with each word of `slugs` (a stat word, by `statWords`) read as the stat
  /// it names (PokeAPI's slug); the words `slugs` lacks are left for the data to refuse.
  public func readingStats(_ slugs: [String: String]) -> PokemonQuery {
    func read(_ quantity: QueryQuantity) -> QueryQuantity {
      guard case .statNamed(let word) = quantity, let slug = slugs[word] else { return quantity }
      return .stat(slug)
    }
    func reading(_ condition: QueryCondition) -> QueryCondition {
      switch condition {
      case .compare(let lhs, let comparison, let rhs): return .compare(read(lhs), comparison, read(rhs))
      case .within(let quantity, let range): return .within(read(quantity), range)
      default: return condition
      }
    }
    var read = self
    read.terms = terms.map { $0.mapAtoms(reading) }
    return read
  }
}
