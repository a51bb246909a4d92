import Domain

/// One row a statement yields: its values, found by column name.
///
/// Every read is non-trapping: a value of another kind than asked reads as `nil`, as a
/// missing one does. The database is a file like any other, and a conversion that traps
/// (a huge REAL read as an integer) would stop the program.
///
/// So is every integer outside `integers`: whatever a damaged or forged file holds, every
/// number pokecli reads from it is one a sum or product of a few can hold without
/// overflowing, so no arithmetic on it needs checking.
struct DatabaseRow: Sendable {
  /// The integers a read yields. The largest the built-in data holds is 40,000 (an item's
  /// price); ids reach about 10,600; PokeAPI's own documents are held to the same bound
  /// (`PlausibleRange.tally`, the widest of its ranges).
  static let integers: ClosedRange<Int> =
    -PlausibleRange.tally.upperBound...PlausibleRange.tally.upperBound

  /// The statement's column names and where each stands; one copy for all its rows.
  let columns: DatabaseColumns
  /// The row's values, in the statement's column order: its stretch of the values of all
  /// the statement's rows, which are read into one array (an array a row cost an
  /// allocation and a release of each row, a tenth of reading Magikarp's 4,223 rows).
  let values: ArraySlice<DatabaseValue>

  /// The value in `column`, or `nil` when the statement has no such column.
  func value(_ column: String) -> DatabaseValue? {
    columns.index(of: column).flatMap(value(at:))
  }

  /// The value of the column at `position`, counted from the row's first; `nil` when the
  /// row has no such column.
  private func value(at position: Int) -> DatabaseValue? {
    guard position >= 0, position < values.count else { return nil }
    return values[values.startIndex + position]
  }

  /// The integer in `column`, or `nil` when it holds none.
  func int(_ column: String) -> Int? {
    value(column).flatMap(Self.int)
  }

  /// Where `column` stands in the row's statement, the same in each of its rows: a read
  /// of thousands of rows (Magikarp's 4,223 rows, nine columns each) finds its columns
  /// once and reads each row's with `int(at:)`, where finding them by name in every row
  /// cost about a tenth of the read.
  func position(of column: String) -> Int? {
    columns.index(of: column)
  }

  /// The integer at `position` (`position(of:)`), or `nil` when it holds none or the
  /// statement has no such column.
  func int(at position: Int?) -> Int? {
    position.flatMap(value(at:)).flatMap(Self.int)
  }

  /// The text in `column`, made safe to print (`SafeText.clean`), or `nil` when it
  /// holds none.
  func text(_ column: String) -> String? {
    rawText(column).map { SafeText.clean($0) }
  }

  /// The text in `column` as read, for texts cleaned another way (flavor texts keep
  /// their line breaks until `FlavorText.clean` joins them).
  func rawText(_ column: String) -> String? {
    value(column).flatMap(Self.text)
  }

  /// Whether `column` holds a true value (not 0, not NULL).
  func flag(_ column: String) -> Bool {
    (int(column) ?? 0) != 0
  }

  /// The integer in the first column, or `nil` when it holds none.
  var firstInt: Int? {
    values.first.flatMap(Self.int)
  }

  /// The text in the first column as read, or `nil` when it holds none.
  var firstText: String? {
    values.first.flatMap(Self.text)
  }

  private static func int(_ value: DatabaseValue) -> Int? {
    let number: Int? =
      switch value {
      case .integer(let number): Int(exactly: number)
      case .real(let number): Int(exactly: number)
      default: nil
      }
    return number.flatMap { integers.contains($0) ? $0 : nil }
  }

  private static func text(_ value: DatabaseValue) -> String? {
    if case .text(let text) = value { return text }
    return nil
  }
}

/// Where each of a statement's columns stands, by name: made once per statement and
/// shared by its rows. A name two columns share finds the first.
///
/// Found by going through the names rather than by hashing: a statement has a few
/// columns to some thirty, mostly names short enough to be compared as one word, and a
/// batch of thousands of rows asks for a column three or four times a row, where hashing
/// each name asked was a quarter of reading the traits of every Pokémon.
struct DatabaseColumns: Sendable {
  let names: [String]
  /// Each name's UTF-8 bytes. A value is found by its column's name for every column of
  /// every row read (Magikarp's places: 4,223 rows of nine), and comparing names as
  /// strings cost about 330 instructions a look-up; bytes of another length are passed
  /// over at once.
  private let bytes: [[UInt8]]

  init(_ names: [String]) {
    self.names = names
    bytes = names.map { Array($0.utf8) }
  }

  /// Where the first column named `name` stands, or `nil` when none is.
  func index(of name: String) -> Int? {
    let found = name.utf8.withContiguousStorageIfAvailable { wanted in
      bytes.firstIndex { candidate in
        guard candidate.count == wanted.count else { return false }
        for index in candidate.indices where candidate[index] != wanted[index] { return false }
        return true
      }
    }
    if let found { return found }
    // A string whose bytes are not contiguous (bridged from elsewhere): the same
    // comparison of bytes, a byte at a time.
    return names.firstIndex { $0.utf8.elementsEqual(name.utf8) }
  }
}
