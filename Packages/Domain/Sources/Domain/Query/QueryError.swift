/// Why a query could not be read, and the term that says so; the presentation layer
/// words it as one line (exit 64 on the command line).
public struct QueryError: Error, Hashable, Sendable {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The query holds no term.
    case empty
    /// The query is longer than `limit` characters, or has more than `terms` terms.
    case tooLong(limit: Int, terms: Int)
    /// A word where a stat belongs that is no stat; the closest short names.
    case unknownStat(String, suggestions: [String])
    /// A word where a move's number belongs (`pwr > 100`) that names none; the closest
    /// names, and every name.
    case unknownField(String, suggestions: [String], fields: [String])
    /// Text where a number belongs.
    case notANumber(String)
    /// A percent sign on a number that is no percentage (`cost 50%`, `power > 90%`): the
    /// field named.
    case notAPercentage(String)
    /// A unit that does not go with the quantity (`spe > 10kg`, `weight < 3m`).
    case wrongUnit(String, for: String)
    /// A height or weight compared with a stat.
    case measureWithStat
    /// A keyword with nothing after it (`type`, `learns`).
    case nothingNamed(keyword: String)
    /// A name or word with no letter or digit to match (`ability %`).
    case nothingToMatch(String)
    /// Generations are not numbers from 1 (`gen 0`, `gen x`).
    case notAGeneration(String)
    /// `sort` by something no order knows; the closest keys.
    case unknownOrder(String, suggestions: [String])
    /// `sort` inside `|` or after `!`, or given twice.
    case sortNotAlone
  }

  /// What is wrong.
  public var problem: Problem
  /// The term as typed (`spx > 100`); empty when the whole query is at fault.
  public var term: String
  /// The terms of the query's kind that the error offers as ones that would do.
  public var examples: QueryExamples

  /// Creates an error of a query over `examples`' kind (the Pokémon's by default).
  public init(_ problem: Problem, in term: String, examples: QueryExamples = .pokemon) {
    self.problem = problem
    self.term = term
    self.examples = examples
  }
}

/// Terms of one kind's query that an error shows as ones that would do: each parser
/// says its own (`MoveQueryParser.examples`), so a move query's error speaks of moves.
public struct QueryExamples: Hashable, Sendable {
  /// A condition (`spe > 100`), offered for a query with no term.
  public var condition: String
  /// What a query's words may be, for a query with no term (`a name, a type`).
  public var words: String
  /// An order (`sort spe`).
  public var sort: String
  /// A term an order may follow (`fire`).
  public var term: String
  /// The keys an order takes, said when none is close to one given.
  public var sortKeys: String

  /// The Pokémon search's.
  public static let pokemon = QueryExamples(
    condition: "spe > 100", words: "a name, a type", sort: "sort spe", term: "fire",
    sortKeys: "a stat, bst, name or number")
}
