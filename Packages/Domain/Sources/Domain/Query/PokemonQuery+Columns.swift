extension PokemonQuery {
  /// The base stats a list of the query's matches shows beside the types, in the games'
  /// order and the total last: those its terms compare and its sort orders by (a Speed
  /// column for `spe > 100` or `sort spe`). A stat named in another language ("vitesse")
  /// is the data's to read, and gets no column.
  public var shownStats: [PokemonSort] {
    var named: Set<PokemonSort> = []
    if let sort, sort.key.comparesStats { named.insert(sort.key) }
    for term in terms { Self.collectStats(term, into: &named) }
    return [.hp, .attack, .defense, .spAttack, .spDefense, .speed, .total].filter(named.contains)
  }

  private static func collectStats(_ condition: QueryCondition, into named: inout Set<PokemonSort>) {
    switch condition {
    case .allOf(let parts), .anyOf(let parts):
      for part in parts { collectStats(part, into: &named) }
    case .not(let inner):
      collectStats(inner, into: &named)
    case .compare(let lhs, _, let rhs):
      for quantity in [lhs, rhs] { if let sort = order(of: quantity) { named.insert(sort) } }
    case .within(let quantity, _):
      if let sort = order(of: quantity) { named.insert(sort) }
    default:
      break
    }
  }

  /// The order that compares `quantity`, a base stat or the total.
  private static func order(of quantity: QueryQuantity) -> PokemonSort? {
    guard case .stat(let slug) = quantity else { return nil }
    if slug == QueryQuantity.total { return .total }
    return PokemonSort.allCases.first { $0.statName == slug }
  }
}

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
