/// The order a `sort KEY` term asks for, for a list whose orders are `Key`s.
public struct QueryOrder<Key: Hashable & Sendable>: Hashable, Sendable {
  /// What it orders by.
  public var key: Key
  /// Whether the order is turned round (`sort -KEY`).
  public var reversed: Bool

  /// Creates an order.
  public init(key: Key, reversed: Bool = false) {
    self.key = key
    self.reversed = reversed
  }
}

/// The grammar every kind's query shares (docs/search.md): terms separated by commas that
/// must all hold, `|` inside a term for either, a leading `!` or `not` to negate, and at
/// most one `sort` term. What an alternative itself says (the kind's own conditions, its
/// atoms) and what a sort key names are each kind's.
public enum QueryGrammar {
  /// The longest query read, in characters: far past any a player types, short enough
  /// that a pasted megabyte is refused before any work.
  public static let maximumLength = 1_000
  /// The most terms (and alternatives) a query may hold.
  public static let maximumTerms = 64

  /// The terms and the order `text` says.
  /// - Parameters:
  ///   - examples: the kind's terms an error offers (`QueryError.examples`).
  ///   - sort: the order a `sort …` term names; `nil` when the text is not one.
  ///   - alternative: the term an alternative with no `|` or `!` of its own reads as (one
  ///     of the kind's conditions, or the words and phrases of bare words), given the
  ///     whole term it is part of (for errors).
  /// - Throws: `QueryError` naming the term at fault.
  public static func read<Atom: QueryAtom, Order>(
    _ text: String, examples: QueryExamples,
    sort: (String) throws(QueryError) -> Order?,
    alternative: (String, String) throws(QueryError) -> QueryTerm<Atom>
  ) throws(QueryError) -> (terms: [QueryTerm<Atom>], sort: Order?) {
    do {
      return try terms(of: text, sort: sort, alternative: alternative)
    } catch {
      var error = error
      error.examples = examples
      throw error
    }
  }

  private static func terms<Atom: QueryAtom, Order>(
    of text: String,
    sort: (String) throws(QueryError) -> Order?,
    alternative: (String, String) throws(QueryError) -> QueryTerm<Atom>
  ) throws(QueryError) -> (terms: [QueryTerm<Atom>], sort: Order?) {
    // The byte count bounds the character count from above, at no cost.
    guard text.utf8.count <= maximumLength * 4, text.count <= maximumLength else {
      throw QueryError(.tooLong(limit: maximumLength, terms: maximumTerms), in: "")
    }
    var terms: [QueryTerm<Atom>] = []
    var order: Order?
    let pieces = text.split(separator: ",").map { trimmed($0) }.filter { !$0.isEmpty }
    guard pieces.count + text.filter({ $0 == "|" }).count <= maximumTerms else {
      throw QueryError(.tooLong(limit: maximumLength, terms: maximumTerms), in: "")
    }
    for piece in pieces {
      if let said = try sort(piece) {
        guard order == nil else { throw QueryError(.sortNotAlone, in: piece) }
        order = said
        continue
      }
      var alternatives: [QueryTerm<Atom>] = []
      for said in piece.split(separator: "|").map({ trimmed($0) }) where !said.isEmpty {
        alternatives.append(try negatable(said, whole: piece, sort: sort, alternative: alternative))
      }
      switch alternatives.count {
      case 0: throw QueryError(.empty, in: piece)
      case 1: terms.append(alternatives[0])
      default: terms.append(.anyOf(alternatives))
      }
    }
    guard !terms.isEmpty || order != nil else { throw QueryError(.empty, in: "") }
    return (terms, order)
  }

  /// An alternative, negated by a leading `!` or `not`.
  private static func negatable<Atom: QueryAtom, Order>(
    _ text: String, whole: String,
    sort: (String) throws(QueryError) -> Order?,
    alternative: (String, String) throws(QueryError) -> QueryTerm<Atom>
  ) throws(QueryError) -> QueryTerm<Atom> {
    if text.hasPrefix("!"), !text.hasPrefix("!=") {
      return .not(try negatable(trimmed(text.dropFirst()), whole: whole, sort: sort, alternative: alternative))
    }
    let words = words(text)
    if words.count > 1, words[0].lowercased() == "not" {
      return .not(try negatable(trimmed(text.dropFirst(3)), whole: whole, sort: sort, alternative: alternative))
    }
    if try sort(text) != nil { throw QueryError(.sortNotAlone, in: whole) }
    return try alternative(text, whole)
  }

  /// The ids for which `term` holds: its combinations worked out here, its words asked
  /// of `word` and its atoms of `atom`, `!` taking them from `everyID`.
  public static func ids<Atom: QueryAtom>(
    _ term: QueryTerm<Atom>,
    everyID: () async throws -> Set<Int>,
    word: (String) async throws -> Set<Int>,
    atom: (Atom) async throws -> Set<Int>
  ) async throws -> Set<Int> {
    switch term {
    case .allOf(let terms):
      guard let first = terms.first else { return try await everyID() }
      var kept = try await ids(first, everyID: everyID, word: word, atom: atom)
      // Every term is asked, even after one that kept none: a word naming nothing is
      // said whatever its place.
      for term in terms.dropFirst() {
        kept.formIntersection(try await ids(term, everyID: everyID, word: word, atom: atom))
      }
      return kept
    case .anyOf(let terms):
      var kept: Set<Int> = []
      for term in terms {
        kept.formUnion(try await ids(term, everyID: everyID, word: word, atom: atom))
      }
      return kept
    case .not(let term):
      let holding = try await ids(term, everyID: everyID, word: word, atom: atom)
      return try await everyID().subtracting(holding)
    case .word(let text):
      return try await word(text)
    case .atom(let condition):
      return try await atom(condition)
    }
  }

  /// Bare words, each a term of its own (`word`), but where `phrase` reads a kind's
  /// phrase at their start (`fully evolved`, `high crit`), which stands for its
  /// condition.
  static func bare<Atom: QueryAtom>(
    _ words: [String], whole: String,
    phrase: (ArraySlice<String>) -> (QueryTerm<Atom>, Int)? = { _ in nil }
  ) throws(QueryError) -> QueryTerm<Atom> {
    let lowered = words.map { $0.lowercased() }
    var conditions: [QueryTerm<Atom>] = []
    var index = 0
    while index < words.count {
      if let (condition, length) = phrase(lowered[index...]) {
        conditions.append(condition)
        index += length
      } else {
        try requireSomethingToMatch(words[index], whole)
        conditions.append(.word(words[index]))
        index += 1
      }
    }
    switch conditions.count {
    case 0: throw QueryError(.empty, in: whole)
    case 1: return conditions[0]
    default: return .allOf(conditions)
    }
  }

  /// The key and direction of the first `sort` term of `query`, a whole query (`fire,
  /// sort -power`), as typed; `nil` when it holds none. What a list filtered by the query
  /// is ordered by, whatever order it was in.
  public static func sortTerm(in query: String) -> (key: String, reversed: Bool)? {
    for piece in query.split(separator: ",") {
      if let said = try? sortKey(trimmed(piece)) { return said }
    }
    return nil
  }

  /// The key of `sort KEY` and whether `sort -KEY` turns it round; `nil` when the text is
  /// not a sort.
  static func sortKey(_ text: String) throws(QueryError) -> (key: String, reversed: Bool)? {
    let words = words(text)
    guard let first = words.first, first.lowercased() == "sort" else { return nil }
    guard words.count > 1 else { throw QueryError(.nothingNamed(keyword: "sort"), in: text) }
    let key = words[1...].joined(separator: " ")
    guard key.hasPrefix("-") else { return (key, false) }
    return (trimmed(key.dropFirst()), true)
  }

  /// The order `sort KEY` names among `keys` (each key's spellings, lowercased); `nil`
  /// when the text is not a sort.
  /// - Throws: `unknownOrder` with the closest of `names` (all of them when none is
  ///   close).
  static func order<Key: Hashable & Sendable>(
    _ text: String, keys: [String: Key], names: [String]
  ) throws(QueryError) -> QueryOrder<Key>? {
    try order(text, key: { keys[$0.lowercased()] }, names: names)
  }

  /// The order `sort KEY` names, `key` reading the key as typed; `nil` when the text is
  /// not a sort.
  /// - Throws: `unknownOrder` with the closest of `names` (all of them when none is
  ///   close).
  static func order<Key: Hashable & Sendable>(
    _ text: String, key named: (String) -> Key?, names: [String]
  ) throws(QueryError) -> QueryOrder<Key>? {
    guard let (key, reversed) = try sortKey(text) else { return nil }
    if let order = named(key) { return QueryOrder(key: order, reversed: reversed) }
    let closest = NameSuggestions.closest(to: key.lowercased(), in: names)
    throw QueryError(.unknownOrder(key, suggestions: closest.isEmpty ? names : closest), in: text)
  }

  /// The words after a keyword of `length` words, joined by single spaces, with something
  /// to match.
  static func rest(
    _ words: [String], after length: Int, keyword: String, _ whole: String
  ) throws(QueryError) -> String {
    guard words.count > length else { throw QueryError(.nothingNamed(keyword: keyword), in: whole) }
    let rest = words[length...].joined(separator: " ")
    try requireSomethingToMatch(rest, whole)
    return rest
  }

  /// A number as a term writes it back: whole numbers without a decimal point.
  public static func written(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  // MARK: Text

  /// The words of `text`, split at any white space.
  public static func words(_ text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  static func trimmed(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  static func trimmed(_ text: String) -> String { trimmed(Substring(text)) }

  /// Refuses a name with no letter or digit to match (`%`, `'`): it would match
  /// nothing, or, negated, everything, without a word said.
  static func requireSomethingToMatch(_ name: String, _ whole: String) throws(QueryError) {
    guard SearchCriteria.fold(name).isEmpty, SearchKey.of(name).isEmpty else { return }
    throw QueryError(.nothingToMatch(name), in: whole)
  }
}
