extension PokemonQuery {
  /// The base stats a list of the query's matches shows beside the types, in the games'
  /// order and the total last: those its terms compare and its sort orders by (a Speed
  /// column for `spe > 100` or `sort spe`). A stat named in another language ("vitesse")
  /// is the data's to read, and gets no column.
  public var shownStats: [PokemonSort] {
    var named: Set<PokemonSort> = []
    if let sort, sort.key.comparesStats { named.insert(sort.key) }
    for term in terms { Self.collectStats(term, into: &named) }
    return PokemonSort.statsInGameOrder.filter(named.contains)
  }

  /// The attacking types (as typed) of the query's matchup terms, first named first: a
  /// list of its matches shows what each does to them (`weak ice`: an Ice column).
  public var shownMatchups: [String] {
    var words: [String] = []
    func collect(_ condition: QueryCondition) {
      switch condition {
      case .allOf(let parts), .anyOf(let parts): parts.forEach(collect)
      case .not(let inner): collect(inner)
      case .matchup(_, let type) where !words.contains(type): words.append(type)
      default: break
      }
    }
    terms.forEach(collect)
    return words
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
    return PokemonSort(statSlug: slug)
  }
}
