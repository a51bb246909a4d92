import Testing

@testable import PokedexData

/// A statement's rows share one array of values, each row its stretch of it.
@Suite("A row's stretch of its statement's values")
struct DatabaseRowTests {
  @Test func aRowReadsItsOwnStretchByColumn() {
    let values: [DatabaseValue] = [.integer(1), .text("a"), .integer(2), .text("b"), .integer(3), .null]
    let columns = DatabaseColumns(["n", "t"])
    let second = DatabaseRow(columns: columns, values: values[2..<4])
    #expect(second.int("n") == 2)
    #expect(second.text("t") == "b")
    #expect(second.firstInt == 2)
    #expect(second.int(at: second.position(of: "n")) == 2)
    let third = DatabaseRow(columns: columns, values: values[4..<6])
    #expect(third.int("n") == 3)
    #expect(third.text("t") == nil)
  }

  /// Past its stretch a row has nothing, not its neighbour's values.
  @Test func aRowHasNoColumnPastItsStretch() {
    let values: [DatabaseValue] = [.integer(1), .integer(2), .integer(3)]
    let row = DatabaseRow(columns: DatabaseColumns(["a", "b", "c"]), values: values[1..<2])
    #expect(row.int("a") == 2)
    #expect(row.int("b") == nil)
    #expect(row.int(at: 1) == nil)
    #expect(row.int(at: -1) == nil)
    #expect(row.int(at: nil) == nil)
  }
}
