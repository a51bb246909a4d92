/// One table of the built-in database as the generator makes it: named columns and rows of
/// integers, texts and nulls, in the order the generator sorts them.
///
/// The generator writes each table as a text file (`PokedexTableText`) that the build loads
/// into SQLite; the columns must be the ones `schema.sql` declares for the table.
public struct PokedexTable: Hashable, Sendable {
  public let name: String
  public let columns: [String]
  public private(set) var rows: [[PokedexValue]] = []

  public init(_ name: String, columns: [String]) {
    self.name = name
    self.columns = columns
  }

  /// Adds a row; a row of the wrong width is a bug in the generator, caught by its tests.
  public mutating func append(_ row: [PokedexValue]) {
    assert(row.count == columns.count, "\(name): \(row.count) values for \(columns.count) columns")
    rows.append(row)
  }

  /// The same table with every row of `other` added (two parts of one table made apart,
  /// such as the names of two kinds).
  public func merged(with other: PokedexTable) -> PokedexTable {
    var table = self
    table.rows += other.rows
    return table
  }

  /// The rows in ascending order, value by value: the order the text file keeps, so that
  /// the same documents give the same bytes whatever order they arrived in.
  public var sorted: PokedexTable {
    var table = self
    // An index loop, not `zip`: the generator also runs in the test suite's unoptimised
    // build over the whole corpus, where zip's iterator cost more than the comparisons,
    // on tables of up to 638,321 rows sorted several times over as they are merged.
    table.rows.sort { left, right in
      let shared = min(left.count, right.count)
      var column = 0
      while column < shared {
        if left[column] != right[column] { return left[column] < right[column] }
        column += 1
      }
      return left.count < right.count
    }
    return table
  }
}

/// A value of a built-in table: SQLite's integer, text or null.
public enum PokedexValue: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  ExpressibleByStringLiteral, ExpressibleByNilLiteral
{
  case null
  case integer(Int)
  case text(String)

  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(stringLiteral value: String) { self = .text(value) }
  public init(nilLiteral: ()) { self = .null }

  /// `.integer`, or `.null` for nil.
  public static func of(_ value: Int?) -> PokedexValue { value.map(PokedexValue.integer) ?? .null }
  /// `.text`, or `.null` for nil.
  public static func of(_ value: String?) -> PokedexValue { value.map(PokedexValue.text) ?? .null }
  /// 1 or 0, as SQLite keeps booleans.
  public static func of(_ value: Bool) -> PokedexValue { .integer(value ? 1 : 0) }

  /// Nulls first, then integers by value, then texts by their UTF-8 bytes (not by locale).
  public static func < (lhs: PokedexValue, rhs: PokedexValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return false
    case (.null, _): return true
    case (_, .null): return false
    case (.integer(let a), .integer(let b)): return a < b
    case (.integer, .text): return true
    case (.text, .integer): return false
    case (.text(let a), .text(let b)): return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
  }
}

extension PokedexValue {
  /// The integer this holds; `nil` for a text or a null (the generator's derived tables
  /// read the finished ones with these).
  var integer: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }

  var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}
