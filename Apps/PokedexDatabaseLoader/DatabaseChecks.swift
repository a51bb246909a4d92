/// What the build checks of a database once its tables are loaded, failing the build with
/// one line that names what is wrong: every foreign key the schema declares names a row
/// that is there (`PRAGMA foreign_key_check`), and the finished file is sound
/// (`PRAGMA integrity_check`). `NOT NULL`s are checked as each row goes in.
///
/// The loader never turns foreign-key enforcement on: the tables load in name order, a
/// child before its parent as often as not, so the keys are checked once, all together,
/// when every table is in.
enum DatabaseChecks {
  /// - Throws: `LoadFailure` naming each column whose values name no row of its parent
  ///   table, and how many rows do.
  static func foreignKeys(_ connection: Connection) throws {
    let violations = try connection.rows("""
      SELECT k."table", f."from", k.parent, count(*)
      FROM pragma_foreign_key_check AS k
      JOIN pragma_foreign_key_list(k."table") AS f ON f.id = k.fkid
      GROUP BY 1, 2, 3 ORDER BY 1, 2
      """)
    guard violations.isEmpty else {
      let columns = violations.map { row in
        let rows = row[3] == "1" ? "1 row names" : "\(row[3]) rows name"
        return "\(row[0]).\(row[1]): \(rows) no row of \(row[2])"
      }
      throw LoadFailure("foreign keys broken: " + columns.joined(separator: "; "))
    }
  }

  /// - Throws: `LoadFailure` with the first problems SQLite finds in the file.
  static func integrity(_ connection: Connection) throws {
    let problems = try connection.rows("PRAGMA integrity_check(10)").map { $0.first ?? "" }
    guard problems == ["ok"] else {
      throw LoadFailure("the database fails SQLite's integrity check: "
        + problems.joined(separator: "; "))
    }
  }
}
