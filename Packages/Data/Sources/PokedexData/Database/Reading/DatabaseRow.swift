import Domain
import Foundation
import GRDB

/// Reading one column of a row without trapping: a value of another kind than asked
/// reads as `nil`, as a missing one does. The database is a file like any other, and
/// GRDB's typed subscripts stop the program on a value they cannot convert.
extension Row {
  /// The integer in `column`, or `nil` when it holds none.
  func int(_ column: String) -> Int? {
    Int.fromDatabaseValue(databaseValue(column))
  }

  /// The text in `column`, made safe to print (`SafeText.clean`), or `nil` when it
  /// holds none.
  func text(_ column: String) -> String? {
    String.fromDatabaseValue(databaseValue(column)).map { SafeText.clean($0) }
  }

  /// The text in `column` as read, for texts cleaned another way (flavor texts keep
  /// their line breaks until `FlavorText.clean` joins them).
  func rawText(_ column: String) -> String? {
    String.fromDatabaseValue(databaseValue(column))
  }

  /// Whether `column` holds a true value (not 0, not NULL).
  func flag(_ column: String) -> Bool {
    (int(column) ?? 0) != 0
  }

  private func databaseValue(_ column: String) -> DatabaseValue {
    (self[column] as (any DatabaseValueConvertible)?)?.databaseValue ?? .null
  }
}
