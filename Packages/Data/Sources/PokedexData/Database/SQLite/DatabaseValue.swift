/// One value of one column, as SQLite stores it: what `DatabaseConnection` reads out of a
/// row, so no type of SQLite's leaves that file.
enum DatabaseValue: Sendable, Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
}

/// A value a statement's `?` can be bound to: an integer, a real, a text, or its absence
/// (bound as NULL).
protocol DatabaseArgument: Sendable {
  var databaseValue: DatabaseValue { get }
}

extension Int: DatabaseArgument {
  var databaseValue: DatabaseValue { .integer(Int64(self)) }
}

extension Double: DatabaseArgument {
  var databaseValue: DatabaseValue { .real(self) }
}

extension String: DatabaseArgument {
  var databaseValue: DatabaseValue { .text(self) }
}

extension Optional: DatabaseArgument where Wrapped: DatabaseArgument {
  var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
}
