/// A table being filled that keeps the first row of each primary key and drops the rest.
///
/// Why: SQLite refuses a table file with a key twice, and a PokeAPI document may list a
/// thing twice (the same name, text or learnset detail). The first is the one the document
/// lists first, so it is kept. The real corpus has one kind of repeat today: six location
/// areas name themselves twice in one language (Terminus Cave's "unknown area 344" and
/// "B1F left"), and the first name is kept; its check counts every other row.
///
/// Every primary key of schema.sql is a prefix of its table's columns, so the key is the
/// first `keyWidth` values. Cost: one hashed slice per row, sharing the row's storage.
struct KeyedTable {
  private(set) var table: PokedexTable
  private let keyWidth: Int
  private var keys: Set<ArraySlice<PokedexValue>> = []

  /// An empty table whose first `keyWidth` columns are its primary key.
  init(_ name: String, columns: [String], keyWidth: Int = 1) {
    table = PokedexTable(name, columns: columns)
    self.keyWidth = keyWidth
  }

  /// Adds `row` unless a row with the same key was added before.
  mutating func append(_ row: [PokedexValue]) {
    guard keys.insert(row.prefix(keyWidth)).inserted else { return }
    table.append(row)
  }
}
