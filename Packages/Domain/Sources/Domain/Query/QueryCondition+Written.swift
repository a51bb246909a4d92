extension QueryCondition: CustomStringConvertible {
  /// The condition written back in the search language (`spe > 100`, `!legendary`):
  /// what an error names and JSON echoes. Numbers read in another unit come back in
  /// kilograms and metres.
  public var description: String {
    switch self {
    case .named(let field, let name):
      return (field == .pokedex ? "in" : field.rawValue) + " " + name
    case .learns(let move, let game, let method):
      return "learns \(move)" + (game.map { " in \($0)" } ?? "") + (method.map { " by \($0)" } ?? "")
    case .generation(let range):
      return range.count == 1 ? "gen \(range.lowerBound)" : "gen \(range.lowerBound)-\(range.upperBound)"
    case .isA(let pokemonClass): return pokemonClass.rawValue
    case .compare(let lhs, let comparison, let rhs):
      return "\(Self.written(lhs)) \(comparison.rawValue) \(Self.written(rhs, measuring: lhs))"
    case .within(let quantity, let range):
      return "\(Self.written(quantity)) "
        + "\(Self.written(.number(range.lowerBound), measuring: quantity))-"
        + Self.written(.number(range.upperBound), measuring: quantity)
    case .matchup(let matchup, let type): return "\(matchup.rawValue) \(type)"
    }
  }

  /// A quantity as typed: `spe`, `bst`, `weight`, or a number in the unit `measuring` is
  /// shown in (a weight's hectograms as kilograms, a height's decimetres as metres).
  private static func written(_ quantity: QueryQuantity, measuring: QueryQuantity? = nil) -> String {
    switch quantity {
    case .stat(QueryQuantity.total): return "bst"
    case .stat(let slug): return StatNames.shortName(of: slug)
    case .statNamed(let word): return word
    case .height: return "height"
    case .weight: return "weight"
    case .number(let value):
      let shown = measuring == .height || measuring == .weight ? value / 10 : value
      let number = QueryGrammar.written(shown)
      switch measuring {
      case .height: return number + "m"
      case .weight: return number + "kg"
      default: return number
      }
    }
  }
}
