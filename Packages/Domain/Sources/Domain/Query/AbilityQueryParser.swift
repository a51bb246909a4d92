/// Reads an ability query (docs/search.md, "Abilities and items") into an
/// `AbilityQuery`, with the grammar every query shares (`QueryGrammar`).
///
/// - A term starts with a keyword (`effect`, `of` / `held by`, `gen`, `sort`), compares
///   how many Pokémon can have it (`pokemon > 20`, `pokemon 1-3`), or is bare words, each
///   of which must match (a name in any language, or a word of the effect).
///
/// Pure: no word is looked up here.
public enum AbilityQueryParser: KindQueryParser {
  /// The terms an error of an ability query offers.
  public static let examples = QueryExamples(
    condition: "pokemon > 20", words: "a name, an effect's words", sort: "sort pokemon",
    term: "effect contact", sortKeys: "pokemon, name or number")

  /// The keys `sort` takes.
  public static let sortKeys = ["number", "name", "pokemon"]

  /// Every spelling of every key `sort` takes, lowercased, and the order it names.
  public static let orders: [String: AbilitySort] = [
    "number": .number, "num": .number, "#": .number, "id": .number, "name": .name,
    "alphabetical": .name, "pokemon": .pokemon, "pokémon": .pokemon, "holders": .pokemon,
  ]

  /// An alternative with no `|` or `!` of its own.
  public static func alternative(
    _ text: String, whole: String
  ) throws(QueryError) -> QueryTerm<AbilityQueryCondition> {
    let words = QueryGrammar.words(text)
    let lowered = words.map { $0.lowercased() }
    let holderNames: Set<String> = ["pokemon", "pokémon", "holders"]
    if let said = try QueryGrammar.numberTerm(
      text, whole: whole, names: ["pokemon"], quantity: { holderNames.contains($0) ? () : nil })
    {
      let conditions = said.comparisons.map { AbilityQueryCondition.holders($0.1, $0.2) }
      return conditions.count == 1 ? .atom(conditions[0]) : .allOf(conditions.map(QueryTerm.atom))
    }
    if let generations = try QueryGrammar.generations(lowered, whole: whole) {
      return .atom(.generation(generations))
    }
    switch lowered.first {
    case "effect", "effects":
      return .atom(.effect(try QueryGrammar.rest(words, after: 1, keyword: "effect", whole)))
    case "of":
      return .atom(.of(pokemon: try QueryGrammar.rest(words, after: 1, keyword: "of", whole)))
    case "held" where lowered.count > 1 && lowered[1] == "by":
      return .atom(.of(pokemon: try QueryGrammar.rest(words, after: 2, keyword: "held by", whole)))
    default:
      try QueryGrammar.refuseUnknownRange(words, names: ["pokemon"], whole: whole)
      return try QueryGrammar.bare(words, whole: whole)
    }
  }
}
