import Domain
import SQLiteNIO

/// Reading one column of a row without trapping: a value of another kind than asked
/// reads as `nil`, as a missing one does. The database is a file like any other, and a
/// conversion that traps (a huge REAL read as an integer) would stop the program.
extension SQLiteRow {
  /// The integer in `column`, or `nil` when it holds none.
  func int(_ column: String) -> Int? {
    switch self.column(column) {
    case .integer(let value): Int(exactly: value)
    case .float(let value): Int(exactly: value)
    default: nil
    }
  }

  /// The text in `column`, made safe to print (`SafeText.clean`), or `nil` when it
  /// holds none.
  func text(_ column: String) -> String? {
    rawText(column).map { SafeText.clean($0) }
  }

  /// The text in `column` as read, for texts cleaned another way (flavor texts keep
  /// their line breaks until `FlavorText.clean` joins them).
  func rawText(_ column: String) -> String? {
    if case .text(let value) = self.column(column) { return value }
    return nil
  }

  /// Whether `column` holds a true value (not 0, not NULL).
  func flag(_ column: String) -> Bool {
    (int(column) ?? 0) != 0
  }
}
