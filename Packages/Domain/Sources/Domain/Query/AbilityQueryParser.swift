/// Reads an ability query (docs/search.md, "Abilities and items") into an
/// `AbilityQuery`, with the grammar every query shares (`QueryGrammar`).
///
/// - A term starts with a keyword (`effect`, `of` / `held by`, `gen`, `sort`), compares
///   how many Pokémon can have it (`pokemon > 20`, `pokemon 1-3`), or is bare words, each
///   of which must match (a name in any language, or a word of the effect).
///
/// Pure: no word is looked up here.
public enum AbilityQueryParser {
  /// The query `text` says.
  /// - Throws: `QueryError` naming the term at fault.
  public static func parse(_ text: String) throws(QueryError) -> AbilityQuery {
    let (terms, sort) = try QueryGrammar.read(text, sort: self.sort, atom: atom)
    return AbilityQuery(text: text, terms: terms, sort: sort)
  }

  /// The keys `sort` takes.
  static let sortKeys = ["number", "name", "pokemon"]

  static func sort(_ text: String) throws(QueryError) -> QueryOrder<AbilitySort>? {
    guard let (key, reversed) = try QueryGrammar.sortKey(text) else { return nil }
    let order: AbilitySort? =
      switch key.lowercased() {
      case "number", "num", "#", "id": .number
      case "name", "alphabetical": .name
      case "pokemon", "pokémon", "holders": .pokemon
      default: nil
      }
    if let order { return QueryOrder(key: order, reversed: reversed) }
    let closest = NameSuggestions.closest(to: key.lowercased(), in: sortKeys)
    throw QueryError(.unknownOrder(key, suggestions: closest.isEmpty ? sortKeys : closest), in: text)
  }

  /// A condition with no `|` or `!` of its own.
  static func atom(_ text: String, whole: String) throws(QueryError) -> AbilityQueryCondition {
    let words = QueryGrammar.words(text)
    let lowered = words.map { $0.lowercased() }
    if let holders = try holders(text, words: lowered, whole: whole) { return holders }
    if let generations = try PokemonQueryParser.generations(lowered, whole: whole) {
      return .generation(generations)
    }
    switch lowered.first {
    case "effect", "effects":
      return .effect(try rest(words, after: 1, keyword: "effect", whole))
    case "of":
      return .of(pokemon: try rest(words, after: 1, keyword: "of", whole))
    case "held" where lowered.count > 1 && lowered[1] == "by":
      return .of(pokemon: try rest(words, after: 2, keyword: "held by", whole))
    default:
      return try QueryGrammar.bare(words, whole: whole, phrase: { _ in nil }, word: { .word($0) })
    }
  }

  /// `pokemon OP N`, `N OP pokemon` or `pokemon LOW-HIGH` (as two comparisons); `nil` when
  /// the text is none of these.
  private static func holders(
    _ text: String, words: [String], whole: String
  ) throws(QueryError) -> AbilityQueryCondition? {
    let names: Set<String> = ["pokemon", "pokémon", "holders"]
    if let (left, found, right) = PokemonQueryParser.comparisonParts(text) {
      if names.contains(left.lowercased()) {
        guard let value = MoveQueryParser.number(right) else { throw QueryError(.notANumber(right), in: whole) }
        return .holders(found, value)
      }
      if names.contains(right.lowercased()), let value = MoveQueryParser.number(left) {
        return .holders(found.flipped, value)
      }
      let closest = NameSuggestions.closest(to: left.lowercased(), in: ["pokemon"])
      throw QueryError(.unknownField(left, suggestions: closest, fields: ["pokemon"]), in: whole)
    }
    guard words.count == 2, names.contains(words[0]) else { return nil }
    let ends = words[1].split(separator: "-", omittingEmptySubsequences: false)
    guard ends.count == 2, let low = MoveQueryParser.number(String(ends[0])),
      let high = MoveQueryParser.number(String(ends[1]))
    else { return nil }
    return .allOf([.holders(.greaterOrEqual, min(low, high)), .holders(.lessOrEqual, max(low, high))])
  }

  /// The words after a keyword, joined by single spaces, with something to match.
  private static func rest(
    _ words: [String], after length: Int, keyword: String, _ whole: String
  ) throws(QueryError) -> String {
    guard words.count > length else { throw QueryError(.nothingNamed(keyword: keyword), in: whole) }
    let rest = words[length...].joined(separator: " ")
    try QueryGrammar.requireSomethingToMatch(rest, whole)
    return rest
  }
}
