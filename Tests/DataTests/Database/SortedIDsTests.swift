import Testing

@testable import PokedexData

/// What an encounter read looks its rows' games, ways, areas and Pokémon up in.
@Suite("Values by sorted ids")
struct SortedIDsTests {
  @Test func findsEachIdsValueWhateverTheOrderItCameIn() {
    let ids = SortedIDs([(7, "seven"), (-2, "minus two"), (40_000, "forty thousand"), (3, "three")])
    #expect(ids[7] == "seven")
    #expect(ids[-2] == "minus two")
    #expect(ids[40_000] == "forty thousand")
    #expect(ids[3] == "three")
    #expect(ids.values == ["minus two", "three", "seven", "forty thousand"])
  }

  @Test func anIdWithoutAValueHasNone() {
    let ids = SortedIDs([(2, "two"), (4, "four")])
    for missing in [Int.min, -1, 0, 1, 3, 5, Int.max] {
      #expect(ids[missing] == nil)
    }
    #expect(SortedIDs<String>([])[0] == nil)
  }

  /// A table's primary key holds each id once; were one given twice, the last stays, as
  /// in a dictionary assigned them in turn.
  @Test func ofAnIdGivenTwiceTheLastStays() {
    let ids = SortedIDs([(5, "first"), (1, "one"), (5, "second"), (9, "nine")])
    #expect(ids[5] == "second")
    #expect(ids.values == ["one", "second", "nine"])
  }
}
