import CustomDump
import Domain
import Testing

@Suite("Paging")
struct PagingTests {
  @Test func pageNumbersStartAtOneAndMapToOffsets() {
    expectNoDifference(PageRequest(page: 3), PageRequest(offset: 40, limit: 20))
    #expect(PageRequest(offset: 40, limit: 20).pageNumber == 3)
    #expect(PageRequest(offset: 100, limit: 50).pageNumber == 3)
  }

  @Test func anOffsetOffAPageBoundaryHasNoPageNumber() {
    #expect(PageRequest(offset: 5, limit: 20).pageNumber == nil)
  }

  @Test func theNationalDexOf1351MakesSixtyEightPagesOfTwenty() {
    #expect(PageRequest().pageCount(totalCount: 1351) == 68)
    #expect(PageRequest(offset: 0, limit: 100).pageCount(totalCount: 1351) == 14)
    #expect(PageRequest().pageCount(totalCount: 0) == 1)
  }

  @Test func typesOrderAsInTheGamesWithUnknownOnesLast() {
    let sorted: [PokemonType] = ["stellar", "fairy", "normal", "fire"].sorted()
    expectNoDifference(sorted, ["normal", "fire", "fairy", "stellar"])
    #expect(PokemonType.electric.displayName == "Electric")
  }

  @Test func anyErrorBecomesAPokedexErrorAndOneAlreadyIsKept() {
    struct Odd: Error {}
    #expect(PokedexError(PokedexError.timedOut(url: "u")) == .timedOut(url: "u"))
    #expect(PokedexError(Odd()) == .unexpected(reason: "Odd()"))
  }
}
