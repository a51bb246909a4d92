/// A term that compares a number of an entry: `power >= 90`, `90 <= power`, `power 90`
/// (read as `power = 90`), `power 80-100`, `priority -3--1`.
enum QueryNumberTerm<Quantity> {
  case compare(Quantity, QueryComparison, Double)
  /// Both ends included.
  case within(Quantity, ClosedRange<Double>)

  /// The comparisons that all hold where this does: a range is two.
  var comparisons: [(Quantity, QueryComparison, Double)] {
    switch self {
    case .compare(let quantity, let comparison, let value): [(quantity, comparison, value)]
    case .within(let quantity, let range):
      [(quantity, .greaterOrEqual, range.lowerBound), (quantity, .lessOrEqual, range.upperBound)]
    }
  }
}

/// The numbers of the stored kinds' queries (moves, abilities, items): one reading of a
/// comparison, an equality and a range, whatever the kind. The Pokémon search reads its
/// own terms (`PokemonQueryParser`: its sides may be stats, heights and weights in units)
/// from the same pieces: `comparisonParts` and `numberWithUnit`.
extension QueryGrammar {
  /// `NAME OP N`, `N OP NAME`, `NAME N` (as `NAME = N`) or `NAME LOW-HIGH` for a number
  /// `quantity` names (`power`, `pokemon`, `cost`; given lowercased, its words joined by
  /// single spaces); `nil` when the text is none of these. A number may end in `%` only
  /// for a quantity `isPercentage` says is one (`acc < 100%`, not `cost 50%`).
  /// - Throws: `unknownField` with the closest of `names` for a comparison of something
  ///   else, `notANumber` for a side that is no number, `notAPercentage` for a percent
  ///   sign on a number that is none.
  static func numberTerm<Quantity>(
    _ text: String, whole: String, names: [String], quantity: (String) -> Quantity?,
    isPercentage: (Quantity) -> Bool = { _ in false }
  ) throws(QueryError) -> QueryNumberTerm<Quantity>? {
    func named(_ side: String) -> Quantity? {
      quantity(words(side.lowercased()).joined(separator: " "))
    }
    func refuseStrayPercent(_ quantity: Quantity, named name: String, _ said: String) throws(QueryError) {
      guard said.contains("%"), !isPercentage(quantity) else { return }
      throw QueryError(.notAPercentage(name), in: whole)
    }
    if let (left, found, right) = comparisonParts(text) {
      if let quantity = named(left) {
        guard let value = number(right) else { throw QueryError(.notANumber(right), in: whole) }
        try refuseStrayPercent(quantity, named: left, right)
        return .compare(quantity, found, value)
      }
      // `90 <= power` reads as `power >= 90`.
      if let value = number(left) {
        guard let quantity = named(right) else { throw unknownField(right, names, whole) }
        try refuseStrayPercent(quantity, named: right, left)
        return .compare(quantity, found.flipped, value)
      }
      if left.first.map({ $0.isNumber || $0 == "." || $0 == "-" }) == true {
        throw QueryError(.notANumber(left), in: whole)
      }
      throw unknownField(left, names, whole)
    }
    guard let (name, last) = namedNumber(words(text)), let quantity = named(name) else { return nil }
    if let value = number(last) {
      try refuseStrayPercent(quantity, named: name, last)
      return .compare(quantity, .equal, value)
    }
    guard let (low, high) = rangeEnds(last) else { return nil }
    try refuseStrayPercent(quantity, named: name, last)
    return .within(quantity, min(low, high)...max(low, high))
  }

  /// Refuses `NAME LOW-HIGH` whose name is none of `names` (`powr 80-100`, `cst
  /// 100-500`): no move's, ability's or item's name ends in a range, so the words are a
  /// slip to name, not words to match. For after a kind's keywords (`gen 1-3`).
  /// - Throws: `unknownField` with the closest of `names`.
  static func refuseUnknownRange(_ words: [String], names: [String], whole: String) throws(QueryError) {
    guard let (name, last) = namedNumber(words), rangeEnds(last) != nil else { return }
    throw unknownField(name, names, whole)
  }

  /// `unknownField` for `text`, with the closest of `names`.
  static func unknownField(_ text: String, _ names: [String], _ whole: String) -> QueryError {
    let closest = NameSuggestions.closest(to: text.lowercased(), in: names)
    return QueryError(.unknownField(text, suggestions: closest, fields: names), in: whole)
  }

  /// The words before a term's last and that last, a range written with spaces around
  /// its dash (`cost 100 - 500`) joined into one (`100-500`): how `NAME N` (read as
  /// `NAME = N`) and `NAME LOW-HIGH` are told, whatever the name's length (`fling power
  /// 10-50`). `nil` for a term of one word.
  static func namedNumber(_ words: [String]) -> (name: String, last: String)? {
    var words = words
    if words.count >= 4, words[words.count - 2] == "-" {
      let high = words.removeLast()
      words.removeLast()
      words.append(words.removeLast() + "-" + high)
    }
    guard words.count >= 2, let last = words.last else { return nil }
    return (words.dropLast().joined(separator: " "), last)
  }

  /// The ends of `LOW-HIGH`, either perhaps negative (`-3--1`, `-50-0`) or a percent
  /// (`50%-100%`): split at the first `-` after a digit or a `%`; `nil` for anything else.
  static func rangeEnds(_ text: String) -> (Double, Double)? {
    var previous: Character?
    for index in text.indices {
      defer { previous = text[index] }
      guard text[index] == "-", let before = previous, before.isNumber || before == "%" else { continue }
      guard let low = number(String(text[..<index])),
        let high = number(String(text[text.index(after: index)...]))
      else { return nil }
      return (low, high)
    }
    return nil
  }

  /// A number, perhaps negative (`-1`) or a percent (`30%`); `nil` for anything else, or
  /// for more than nine digits.
  static func number(_ text: String) -> Double? {
    var digits = Substring(text)
    if digits.hasSuffix("%") { digits = digits.dropLast() }
    let negative = digits.hasPrefix("-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }),
      let value = numberWithUnit(String(digits))
    else { return nil }
    return negative ? -value : value
  }

  /// The sides of `LEFT OP RIGHT` and its sign, trimmed; `nil` when the text holds no
  /// comparison sign.
  static func comparisonParts(_ text: String) -> (String, QueryComparison, String)? {
    let signs: [(String, QueryComparison)] = [
      ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("!=", .notEqual), ("==", .equal),
      ("<", .less), (">", .greater), ("=", .equal),
    ]
    guard let (sign, found) = signs.first(where: { text.contains($0.0) }),
      let range = text.firstRange(of: sign)
    else { return nil }
    return (
      QueryGrammar.trimmed(text[..<range.lowerBound]), found,
      QueryGrammar.trimmed(text[range.upperBound...])
    )
  }

  /// A number with at most one decimal point and its unit after it (`10`, `0.5kg`,
  /// `6.9 kg`); `nil` for anything else, or for more than nine digits.
  static func numberWithUnit(_ text: String) -> Double? {
    let digits = text.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
    let unit = QueryGrammar.trimmed(text.dropFirst(digits.count))
    guard (1...9).contains(digits.count), digits.filter({ $0 == "." }).count <= 1,
      digits != ".", unit.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    return Double(String(digits))
  }
}
