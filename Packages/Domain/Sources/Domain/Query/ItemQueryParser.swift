/// Reads an item query (docs/search.md, "Items") into an `ItemQuery`, with the grammar
/// every query shares (`QueryGrammar`).
///
/// - A term starts with a keyword (`effect`, `category`, `pocket`, `attribute`, `held by`,
///   `sort`), compares a number (`cost > 1000`, `fling >= 100`, `cost 100-500`), or is bare
///   words, each of which must match (a name in any language, or a word of the effect).
///
/// Pure: no word is looked up here.
public enum ItemQueryParser: KindQueryParser {
  /// The terms an error of an item query offers.
  public static let examples = QueryExamples(
    condition: "cost < 1000", words: "a name, an effect's words", sort: "sort cost",
    term: "pocket berries", sortKeys: "cost, name or number")

  /// The keys `sort` takes.
  public static let sortKeys = ["number", "name", "cost"]

  /// Every spelling of every key `sort` takes, lowercased, and the order it names.
  public static let orders: [String: ItemSort] = [
    "number": .number, "num": .number, "#": .number, "id": .number, "name": .name,
    "alphabetical": .name, "cost": .cost, "price": .cost,
  ]

  /// An alternative with no `|` or `!` of its own.
  public static func alternative(
    _ text: String, whole: String
  ) throws(QueryError) -> QueryTerm<ItemQueryCondition> {
    let words = QueryGrammar.words(text)
    let lowered = words.map { $0.lowercased() }
    if let said = try QueryGrammar.numberTerm(
      text, whole: whole, names: quantityNames, quantity: quantity)
    {
      let conditions = said.comparisons.map { ItemQueryCondition.compare($0.0, $0.1, $0.2) }
      return conditions.count == 1 ? .atom(conditions[0]) : .allOf(conditions.map(QueryTerm.atom))
    }
    let field: ItemField? =
      switch lowered.first {
      case "category": .category
      case "pocket": .pocket
      case "attribute", "is": .attribute
      default: nil
      }
    if let field, let first = lowered.first {
      return .atom(.named(field, try QueryGrammar.rest(words, after: 1, keyword: first, whole)))
    }
    switch lowered.first {
    case "effect", "effects":
      return .atom(.effect(try QueryGrammar.rest(words, after: 1, keyword: "effect", whole)))
    case "held" where lowered.count > 1 && lowered[1] == "by":
      let pokemon = try QueryGrammar.rest(words, after: 2, keyword: "held by", whole)
      return .atom(.heldBy(pokemon: pokemon))
    default:
      try QueryGrammar.refuseUnknownRange(words, names: quantityNames, whole: whole)
      return try QueryGrammar.bare(words, whole: whole)
    }
  }

  /// The quantities a comparison reads.
  static let quantityNames = ["cost", "fling"]

  /// The number a word names: `cost` (`price`), `fling` (`fling power`).
  private static func quantity(_ name: String) -> ItemQuantity? {
    switch name {
    case "cost", "price": return .cost
    case "fling", "fling power": return .fling
    default: return nil
    }
  }
}
