extension PokemonQuery {
  /// The words its terms hold in a stat's place that are no name pokecli knows in
  /// English ("vitesse", "KP"): the data's names of stats say which they are.
  public var statWords: Set<String> {
    var words: Set<String> = []
    func collect(_ condition: QueryCondition) {
      switch condition {
      case .allOf(let parts), .anyOf(let parts): parts.forEach(collect)
      case .not(let inner): collect(inner)
      case .compare(let lhs, _, let rhs):
        for case .statNamed(let word) in [lhs, rhs] { words.insert(word) }
      case .within(.statNamed(let word), _): words.insert(word)
      default: break
      }
    }
    terms.forEach(collect)
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
      case .allOf(let parts): return .allOf(parts.map(reading))
      case .anyOf(let parts): return .anyOf(parts.map(reading))
      case .not(let inner): return .not(reading(inner))
      case .compare(let lhs, let comparison, let rhs): return .compare(read(lhs), comparison, read(rhs))
      case .within(let quantity, let range): return .within(read(quantity), range)
      default: return condition
      }
    }
    var read = self
    read.terms = terms.map(reading)
    return read
  }
}
