/// Reads a move query (docs/search.md, "Moves") into a `MoveQuery`, with the grammar every
/// query shares (`QueryGrammar`).
///
/// - A term starts with a keyword (`type`, `class`, `target`, `ailment`, `learned by … in
///   … by …`, `tm`/`hm`/`tr`/`machine [in GAME]`, `raises`/`lowers [STAT]`, `gen`, `sort`),
///   is a comparison (`power >= 90`, `priority > 0`, `accuracy < 100%`, `drain < 0`), a
///   range (`power 80-100`) or a number (`power 90`, read as `power = 90`), names a trait
///   (`drains`, `recoil`, `heals`, `flinches`, `high crit`, `multi hit`, `priority`), or
///   is bare words, each of which must match (a name in any language, a type or a class).
///
/// Pure: no word is looked up here; `MoveQueryCondition` keeps words as typed.
public enum MoveQueryParser: KindQueryParser {
  /// The terms an error of a move query offers.
  public static let examples = QueryExamples(
    condition: "power >= 90", words: "a name, a type", sort: "sort power", term: "fire",
    sortKeys: "power, accuracy, pp, priority, name or number")

  /// An alternative with no `|` or `!` of its own.
  public static func alternative(
    _ text: String, whole: String
  ) throws(QueryError) -> QueryTerm<MoveQueryCondition> {
    // `ailment chance 10-30` is a range before `ailment` is a keyword.
    if let said = try QueryGrammar.numberTerm(
      text, whole: whole, names: quantityNames, quantity: quantity,
      isPercentage: \.isPercentage)
    {
      switch said {
      case .compare(let quantity, let comparison, let value):
        return .atom(.compare(quantity, comparison, value))
      case .within(let quantity, let range): return .atom(.within(quantity, range))
      }
    }
    let words = QueryGrammar.words(text)
    let lowered = words.map { $0.lowercased() }
    if let generations = try QueryGrammar.generations(lowered, whole: whole) {
      return .atom(.generation(generations))
    }
    if let keyword = try keyworded(words, lowered: lowered, whole: whole) { return .atom(keyword) }
    try QueryGrammar.refuseUnknownRange(words, names: quantityNames, whole: whole)
    return try QueryGrammar.bare(words, whole: whole, phrase: traitPhrase)
  }

  // MARK: Keywords

  /// The condition a keyword starts, or `nil` when the text starts with none.
  private static func keyworded(
    _ words: [String], lowered: [String], whole: String
  ) throws(QueryError) -> MoveQueryCondition? {
    guard let first = lowered.first else { return nil }
    let field: MoveField? =
      switch first {
      case "type": .type
      case "class", "category": .damageClass
      case "target", "targets": .target
      case "ailment", "causes", "inflicts": .ailment
      default: nil
      }
    if let field {
      return .named(field, try QueryGrammar.rest(words, after: 1, keyword: first, whole))
    }
    if lowered.count > 1, ["learned", "learnt"].contains(first), lowered[1] == "by" {
      return try learnedBy(words, whole: whole)
    }
    if let machine = machine(first) {
      guard lowered.count > 1 else { return .taughtBy(machine, game: nil) }
      guard lowered[1] == "in" else { return nil }
      return .taughtBy(machine, game: try QueryGrammar.rest(words, after: 2, keyword: first + " in", whole))
    }
    let change: StatDirection? =
      switch first {
      case "raises", "raise", "boosts", "boost": .raises
      case "lowers", "lower", "drops": .lowers
      default: nil
      }
    if let change {
      guard words.count > 1 else { return .changes(change, stat: nil) }
      let stat = words[1...].joined(separator: " ")
      try QueryGrammar.requireSomethingToMatch(stat, whole)
      return .changes(change, stat: StatNames.slug(of: stat) ?? stat)
    }
    return nil
  }

  /// The kind of machine a word names: `tm`, `hm`, `tr`, `machine`.
  private static func machine(_ word: String) -> MachineKind? {
    switch word {
    case "tm", "tms": return .tm
    case "hm", "hms": return .hm
    case "tr", "trs": return .tr
    case "machine", "machines": return .any
    default: return nil
    }
  }

  /// `learned by POKEMON [in GAME] [by METHOD]`, the two parts in either order.
  private static func learnedBy(_ words: [String], whole: String) throws(QueryError) -> MoveQueryCondition {
    var parts: [[String]] = [[], [], []]
    var current = 0
    var said: Set<Int> = []
    for word in words.dropFirst(2) {
      switch word.lowercased() {
      case "in" where !parts[0].isEmpty:
        current = 1
        said.insert(1)
      case "by" where !parts[0].isEmpty:
        current = 2
        said.insert(2)
      default:
        parts[current].append(word)
      }
    }
    let keywords = ["learned by", "learned by … in", "learned by … by"]
    for (index, part) in parts.enumerated() where part.isEmpty && (index == 0 || said.contains(index)) {
      throw QueryError(.nothingNamed(keyword: keywords[index]), in: whole)
    }
    for part in parts where !part.isEmpty {
      try QueryGrammar.requireSomethingToMatch(part.joined(separator: " "), whole)
    }
    let joined = parts.map { $0.isEmpty ? nil : $0.joined(separator: " ") }
    return .learnedBy(pokemon: joined[0] ?? "", game: joined[1], method: joined[2])
  }

  // MARK: Orders

  /// The keys `sort` takes, as a user writes them.
  public static let sortKeys = ["number", "name", "power", "accuracy", "pp", "priority"]

  /// Every spelling of every key `sort` takes, lowercased, and the order it names: what a
  /// browser section whose filter is a move query reads its order from.
  public static let orders: [String: MoveSort] = [
    "number": .number, "num": .number, "#": .number, "id": .number, "name": .name,
    "alphabetical": .name, "power": .power, "pow": .power, "bp": .power,
    "base power": .power, "accuracy": .accuracy, "acc": .accuracy, "pp": .pp,
    "priority": .priority, "prio": .priority,
  ]

  // MARK: Numbers

  /// The quantities a comparison reads, as a user writes them.
  static let quantityNames = [
    "power", "accuracy", "pp", "priority", "ailment chance", "flinch chance", "stat chance",
    "drain", "healing", "crit rate", "hits",
  ]

  /// A number a move has, by any of its usual names (lowercased, single spaces); `nil`
  /// for none.
  private static func quantity(_ name: String) -> MoveQuantity? {
    switch name {
    case "power", "pow", "bp", "base power": return .power
    case "accuracy", "acc": return .accuracy
    case "pp": return .pp
    case "priority", "prio": return .priority
    case "ailment chance", "chance", "status chance": return .ailmentChance
    case "flinch chance", "flinch": return .flinchChance
    case "stat chance": return .statChance
    case "drain", "recoil drain": return .drain
    case "healing", "heal": return .healing
    case "crit rate", "crit", "critical hit rate": return .critRate
    case "hits", "max hits": return .hits
    default: return nil
    }
  }

  // MARK: Bare words

  /// The trait `words` start with, as the comparison it stands for, and how many words it
  /// took. Each is a word no move's name holds ("drains", not "drain": Drain Punch).
  private static func traitPhrase(
    _ words: ArraySlice<String>
  ) -> (QueryTerm<MoveQueryCondition>, Int)? {
    let phrases: [([String], MoveQueryCondition)] = [
      (["drains"], .compare(.drain, .greater, 0)),
      (["recoil"], .compare(.drain, .less, 0)),
      (["heals"], .compare(.healing, .greater, 0)),
      (["flinches"], .compare(.flinchChance, .greater, 0)),
      (["high", "crit"], .compare(.critRate, .greater, 0)),
      (["high-crit"], .compare(.critRate, .greater, 0)),
      (["multi", "hit"], .compare(.hits, .greater, 1)),
      (["multi-hit"], .compare(.hits, .greater, 1)),
      (["multihit"], .compare(.hits, .greater, 1)),
      (["priority"], .compare(.priority, .greater, 0)),
    ]
    for (phrase, condition) in phrases where words.starts(with: phrase) {
      return (.atom(condition), phrase.count)
    }
    return nil
  }
}
