/// Reads the search language (docs/search.md) into a `PokemonQuery`.
///
/// - Terms are separated by commas and must all hold; `|` inside a term means either;
///   a leading `!` or `not` negates.
/// - A term starts with a keyword (`type`, `ability`, `learns … in … by …`, `egg group`,
///   `color`, `shape`, `habitat`, `in`, `gen`, `weak`, `resists`, `immune`, `sort`), is a
///   comparison (`spe > 100`, `atk >= spa`, `bst 500-600`, `weight < 10kg`), names a class
///   (`legendary`, `fully evolved`, `form` …), or is bare words, each of which must match
///   (a name in any language, or a type).
///
/// Pure: no word is looked up here; `QueryCondition` keeps words as typed.
public enum PokemonQueryParser {
  /// The query `text` says.
  /// - Throws: `QueryError` naming the term at fault.
  public static func parse(_ text: String) throws(QueryError) -> PokemonQuery {
    let (terms, sort) = try QueryGrammar.read(
      text, examples: .pokemon, sort: self.sort, alternative: alternative)
    return PokemonQuery(text: text, terms: terms, sort: sort)
  }

  /// An alternative with no `|` or `!` of its own.
  static func alternative(
    _ text: String, whole: String
  ) throws(QueryError) -> QueryTerm<QueryCondition> {
    if let comparison = try comparison(text, whole: whole) { return .atom(comparison) }
    let words = QueryGrammar.words(text)
    let lowered = words.map { $0.lowercased() }
    if let keyword = try keyworded(text, words: words, lowered: lowered, whole: whole) {
      return .atom(keyword)
    }
    if let range = try range(text, whole: whole) { return .atom(range) }
    return try QueryGrammar.bare(words, whole: whole, phrase: classPhrase)
  }

  // MARK: Keywords

  /// The condition a keyword starts, or `nil` when the text starts with none.
  private static func keyworded(
    _ text: String, words: [String], lowered: [String], whole: String
  ) throws(QueryError) -> QueryCondition? {
    guard let first = lowered.first else { return nil }
    if let generations = try QueryGrammar.generations(lowered, whole: whole) { return .generation(generations) }
    let field: (QueryField, Int)? =
      switch first {
      case "type": (.type, 1)
      case "ability": (.ability, 1)
      case "egg" where lowered.count > 1 && lowered[1] == "group": (.eggGroup, 2)
      case "egggroup", "egg-group": (.eggGroup, 1)
      case "color", "colour": (.color, 1)
      case "shape": (.shape, 1)
      case "habitat": (.habitat, 1)
      case "in": (.pokedex, 1)
      default: nil
      }
    if let (field, length) = field {
      let name = try rest(of: words, after: length, keyword: lowered[..<length], whole)
      try QueryGrammar.requireSomethingToMatch(name, whole)
      return .named(field, name)
    }
    if first == "learns" || first == "learn" {
      return try learns(words, whole: whole)
    }
    let matchup: (QueryMatchup, Int)? =
      switch first {
      case "weak": (.weak, lowered.count > 2 && lowered[1] == "to" ? 2 : 1)
      case "resists", "resist": (.resists, 1)
      case "resistant": (.resists, lowered.count > 2 && lowered[1] == "to" ? 2 : 1)
      case "immune": (.immune, lowered.count > 2 && lowered[1] == "to" ? 2 : 1)
      default: nil
      }
    if let (matchup, length) = matchup {
      let type = try rest(of: words, after: length, keyword: lowered[..<length], whole)
      try QueryGrammar.requireSomethingToMatch(type, whole)
      return .matchup(matchup, type)
    }
    return nil
  }

  /// The words after a keyword, joined by single spaces.
  private static func rest(
    of words: [String], after length: Int, keyword: ArraySlice<String>, _ whole: String
  ) throws(QueryError) -> String {
    guard words.count > length else {
      throw QueryError(.nothingNamed(keyword: keyword.joined(separator: " ")), in: whole)
    }
    return words[length...].joined(separator: " ")
  }

  /// `learns MOVE [in GAME] [by METHOD]`, the two parts in either order.
  private static func learns(_ words: [String], whole: String) throws(QueryError) -> QueryCondition {
    var move: [String] = []
    var game: [String] = []
    var method: [String] = []
    var current = 0
    var saysIn = false
    var saysBy = false
    for word in words.dropFirst() {
      switch word.lowercased() {
      case "in" where !move.isEmpty:
        current = 1
        saysIn = true
      case "by" where !move.isEmpty:
        current = 2
        saysBy = true
      default:
        switch current {
        case 1: game.append(word)
        case 2: method.append(word)
        default: move.append(word)
        }
      }
    }
    guard !move.isEmpty else { throw QueryError(.nothingNamed(keyword: "learns"), in: whole) }
    if saysIn, game.isEmpty { throw QueryError(.nothingNamed(keyword: "learns … in"), in: whole) }
    if saysBy, method.isEmpty { throw QueryError(.nothingNamed(keyword: "learns … by"), in: whole) }
    for named in [move, game, method] where !named.isEmpty {
      try QueryGrammar.requireSomethingToMatch(named.joined(separator: " "), whole)
    }
    return .learns(
      move: move.joined(separator: " "),
      game: game.isEmpty ? nil : game.joined(separator: " "),
      method: method.isEmpty ? nil : method.joined(separator: " "))
  }

  // MARK: Orders

  /// The order `sort KEY` or `sort -KEY` asks for; `nil` when the text is not a sort.
  static func sort(_ text: String) throws(QueryError) -> QuerySort? {
    try QueryGrammar.order(text, key: order(named:), names: StatNames.short + ["bst", "name", "number"])
  }

  /// The order a key names: a stat, `bst`, `name` or `number`.
  private static func order(named key: String) -> PokemonSort? {
    switch key.lowercased() {
    case "bst", "total", "base stat total": return .total
    case "name", "alphabetical": return .name
    case "number", "num", "dex", "#": return .number
    default: return StatNames.slug(of: key).flatMap(PokemonSort.init(statSlug:))
    }
  }

  // MARK: Comparisons

  /// `LEFT OP RIGHT`; `nil` when the text holds no comparison sign.
  private static func comparison(
    _ text: String, whole: String
  ) throws(QueryError) -> QueryCondition? {
    guard let (left, found, said) = QueryGrammar.comparisonParts(text) else { return nil }
    var right = said
    var lhs = try quantity(left, whole: whole)
    var rhs = try quantity(right, whole: whole)
    var comparison = found
    // `100 < spe` reads as `spe > 100`.
    if case .number = lhs, !isNumber(rhs) {
      swap(&lhs, &rhs)
      right = left
      comparison = comparison.flipped
    }
    guard !isNumber(lhs) else { throw QueryError(.unknownStat(left, suggestions: StatNames.short), in: whole) }
    if case .number(let value) = rhs {
      return .compare(lhs, comparison, try side(value, unit: unit(of: right), for: lhs, comparison, whole))
    }
    guard isMeasure(lhs) == isMeasure(rhs) else { throw QueryError(.measureWithStat, in: whole) }
    return .compare(lhs, comparison, rhs)
  }

  /// `QUANTITY LOW-HIGH`: `bst 500-600`, `weight 10-20kg`, `bst 500 - 600`; or `QUANTITY N`
  /// (`spe 100`, `weight 6kg`) as `QUANTITY = N` for a stat's, the total's, the height's
  /// or the weight's own name; `nil` when the text does not end with a range of numbers,
  /// nor a number after such a name.
  private static func range(_ text: String, whole: String) throws(QueryError) -> QueryCondition? {
    var text = text
    // `weight 10-20 kg`: the unit joined to its number.
    if let space = text.lastIndex(of: " "),
      text[text.index(after: space)...].allSatisfy({ $0.isASCII && $0.isLetter }),
      text[..<space].last?.isNumber == true
    {
      text.remove(at: space)
    }
    guard let (head, last) = QueryGrammar.namedNumber(QueryGrammar.words(text)) else { return nil }
    let ends = last.split(separator: "-", omittingEmptySubsequences: false)
    guard ends.count == 2, let low = QueryGrammar.numberWithUnit(String(ends[0])),
      let high = QueryGrammar.numberWithUnit(String(ends[1]))
    else {
      // `spe 100` reads as `spe = 100`, but only after a name every query knows: words
      // before a number may be a name's (`zygarde 10`).
      guard let value = QueryGrammar.numberWithUnit(last),
        let quantity = try? quantity(head, whole: whole)
      else { return nil }
      switch quantity {
      case .stat, .height, .weight: break
      case .statNamed, .number: return nil
      }
      return .compare(quantity, .equal, try side(value, unit: unit(of: last), for: quantity, .equal, whole))
    }
    let quantity = try quantity(head, whole: whole)
    guard !isNumber(quantity) else { return nil }
    let unit = unit(of: String(ends[1]))
    let lowValue = try measured(low, unit: unit, for: quantity, whole)
    let highValue = try measured(high, unit: unit, for: quantity, whole)
    return .within(quantity, min(lowValue, highValue)...max(lowValue, highValue))
  }

  /// Whether `text` names a stat, the total, the height or the weight in English
  /// (`spe`, `sp. atk`, `bst`, `weight`): what may stand on a comparison's side.
  public static func namesQuantity(_ text: String) -> Bool {
    switch try? quantity(text, whole: text) {
    case .stat, .height, .weight: true
    case .statNamed, .number, nil: false
    }
  }

  /// A side of a comparison: a stat, a height or weight, or a number with its unit.
  private static func quantity(_ text: String, whole: String) throws(QueryError) -> QueryQuantity {
    let lowered = text.lowercased()
    switch lowered {
    case "bst", "total", "base stat total", "base total", "stat total": return .stat(QueryQuantity.total)
    case "height", "ht": return .height
    case "weight", "wt": return .weight
    default: break
    }
    if let value = QueryGrammar.numberWithUnit(text) { return .number(value) }
    if let slug = StatNames.slug(of: text), slug != "special" { return .stat(slug) }
    if !text.isEmpty, text.allSatisfy({ $0.isLetter || $0 == " " || $0 == "." || $0 == "-" }) {
      // A name in some language ("vitesse", "KP") or a slip ("spx"): only the data can
      // tell, and suggests the closest when it names none.
      return .statNamed(text)
    }
    if text.first.map({ $0.isNumber || $0 == "." }) == true {
      throw QueryError(.notANumber(text), in: whole)
    }
    throw QueryError(.unknownStat(text, suggestions: StatNames.short), in: whole)
  }

  /// The unit after a number, lowercased: `kg` of `10kg`.
  private static func unit(of text: String) -> String {
    QueryGrammar.trimmed(text.drop { ($0.isASCII && $0.isNumber) || $0 == "." }).lowercased()
  }

  /// The number side of `quantity comparison value`, in PokeAPI's unit; for `=` and
  /// `!=` rounded to a whole one, as the data holds them (`weight = 15lb` is 68
  /// hectograms, not 68.04, which no Pokémon weighs).
  private static func side(
    _ value: Double, unit: String, for quantity: QueryQuantity, _ comparison: QueryComparison,
    _ whole: String
  ) throws(QueryError) -> QueryQuantity {
    let measured = try measured(value, unit: unit, for: quantity, whole)
    return .number(comparison == .equal || comparison == .notEqual ? measured.rounded() : measured)
  }

  /// `value` in PokeAPI's unit for `quantity` (hectograms, decimetres), read in `unit`
  /// (kilograms and metres when none, as cards show them).
  private static func measured(
    _ value: Double, unit: String, for quantity: QueryQuantity, _ whole: String
  ) throws(QueryError) -> Double {
    switch (quantity, unit) {
    case (.weight, ""), (.weight, "kg"): return value * 10
    case (.weight, "g"): return value / 100
    case (.weight, "lb"), (.weight, "lbs"): return value * 4.535_923_7
    case (.height, ""), (.height, "m"): return value * 10
    case (.height, "cm"): return value / 10
    case (.height, "ft"): return value * 3.048
    case (.stat, ""), (.statNamed, ""): return value
    case (.weight, _), (.height, _):
      throw QueryError(.wrongUnit(unit, for: quantity == .weight ? "weight" : "height"), in: whole)
    default:
      throw QueryError(.wrongUnit(unit, for: "a stat"), in: whole)
    }
  }

  private static func isNumber(_ quantity: QueryQuantity) -> Bool {
    if case .number = quantity { return true }
    return false
  }

  private static func isMeasure(_ quantity: QueryQuantity) -> Bool {
    quantity == .height || quantity == .weight
  }

  // MARK: Bare words

  /// The class that `words` start with, and how many words it took.
  private static func classPhrase(
    _ words: ArraySlice<String>
  ) -> (QueryTerm<QueryCondition>, Int)? {
    let phrases: [([String], QueryTerm<QueryCondition>)] = [
      (["not", "fully", "evolved"], .not(.atom(.isA(.fullyEvolved)))),
      (["fully", "evolved"], .atom(.isA(.fullyEvolved))),
      (["has", "evolution"], .atom(.isA(.hasEvolution))),
      (["alternate", "form"], .atom(.isA(.form))),
      (["fe"], .atom(.isA(.fullyEvolved))),
      (["nfe"], .not(.atom(.isA(.fullyEvolved)))),
      (["legendary"], .atom(.isA(.legendary))),
      (["mythical"], .atom(.isA(.mythical))),
      (["baby"], .atom(.isA(.baby))),
      (["mega"], .atom(.isA(.mega))),
      (["form"], .atom(.isA(.form))),
      (["forms"], .atom(.isA(.form))),
    ]
    for (phrase, condition) in phrases where words.starts(with: phrase) {
      return (condition, phrase.count)
    }
    return nil
  }
}

extension QueryComparison {
  /// The comparison with its sides swapped: `<` for `>`.
  var flipped: QueryComparison {
    switch self {
    case .less: return .greater
    case .lessOrEqual: return .greaterOrEqual
    case .greater: return .less
    case .greaterOrEqual: return .lessOrEqual
    case .equal, .notEqual: return self
    }
  }
}
