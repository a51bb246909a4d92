import PokedexData
import Testing
import PokedexDatabaseGenerator

/// The committed table files' text form: the contract the build's loader reads.
@Suite struct PokedexTableTextTests {
  @Test func leadingValuesEqualToTheRowAboveAreCaretsAndNullsAreEmpty() {
    var table = PokedexTable("t", columns: ["a", "b", "c", "d"])
    table.append([1, 2, 3, nil])
    table.append([1, 2, 4, "x"])
    table.append([1, 5, 4, "x"])
    table.append([2, 5, 4, nil])
    #expect(
      PokedexTableText.encode(table) == """
        a\tb\tc\td
        1\t2\t3\t
        ^\t^\t4\tx
        ^\t5\t4\tx
        2\t5\t4\t

        """)
  }

  @Test func textsThatCouldReadAsSomethingElseAreEscaped() {
    var table = PokedexTable("t", columns: ["id", "text"])
    table.append([1, ""])
    table.append([2, "^"])
    table.append([3, "a\tb\nc\rd\\e"])
    table.append([4, "\\N"])
    #expect(
      PokedexTableText.encode(table) == """
        id\ttext
        1\t\\e
        2\t\\^
        3\ta\\tb\\nc\\rd\\\\e
        4\t\\\\N

        """)
  }

  @Test func sortedOrdersNullsIntegersThenTextsByTheirBytes() {
    var table = PokedexTable("t", columns: ["v"])
    for value: PokedexValue in ["b", 10, nil, "a", 2, "É", "Z"] { table.append([value]) }
    #expect(table.sorted.rows.map(\.[0]) == [nil, 2, 10, "Z", "a", "b", "É"])
  }
}
