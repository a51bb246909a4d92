extension PokemonQuery {
  /// The base stats a list of the query's matches shows beside the types, in the games'
  /// order and the total last: those its terms compare and its sort orders by (a Speed
  /// column for `spe > 100` or `sort spe`). A stat named in another language ("vitesse")
  /// is the data's to read, and gets no column.
  public var shownStats: [PokemonSort] {
    var named: Set<PokemonSort> = []
    if let sort, sort.key.comparesStats { named.insert(sort.key) }
    for atom in terms.flatMap(\.atoms) { Self.collectStats(atom, into: &named) }
    return PokemonSort.statsInGameOrder.filter(named.contains)
  }

  /// The attacking types (as typed) of the query's matchup terms, first named first: a
  /// list of its matches shows what each does to them (`weak ice`: an Ice column).
  public var shownMatchups: [String] {
    var words: [String] = []
    for case .matchup(_, let type) in terms.flatMap(\.atoms) where !words.contains(type) {
      words.append(type)
    }
    return words
  }

  private static func collectStats(_ condition: QueryCondition, into named: inout Set<PokemonSort>) {
    switch condition {
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
