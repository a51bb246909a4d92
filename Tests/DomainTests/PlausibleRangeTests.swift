import Domain
import Testing

@Suite("The numbers a PokeAPI document can hold")
struct PlausibleRangeTests {
  @Test(arguments: [
    (PlausibleRange.id, 1, true), (PlausibleRange.id, 10_277, true),
    (PlausibleRange.id, 0, false), (PlausibleRange.id, -1, false),
    (PlausibleRange.id, Int.max, false),
    (PlausibleRange.baseStat, 0, true), (PlausibleRange.baseStat, 255, true),
    (PlausibleRange.baseStat, 256, false), (PlausibleRange.baseStat, -1, false),
    (PlausibleRange.heightDecimetres, 1_000, true), (PlausibleRange.heightDecimetres, -1, false),
    (PlausibleRange.heightDecimetres, 1 << 62, false),
    (PlausibleRange.weightHectograms, 9_999, true), (PlausibleRange.weightHectograms, -1, false),
    (PlausibleRange.weightHectograms, Int.max, false),
  ])
  func realValuesFitAndImpossibleOnesDoNot(range: ClosedRange<Int>, value: Int, fits: Bool) {
    #expect(range.contains(value) == fits)
  }

  @Test func sumsOfTheLargestValuesCannotOverflow() {
    let upper = [
      PlausibleRange.id, PlausibleRange.baseStat, PlausibleRange.heightDecimetres,
      PlausibleRange.weightHectograms, PlausibleRange.count,
    ].map(\.upperBound)
    let (_, overflow) = upper.reduce(0, +).multipliedReportingOverflow(by: 1_000_000)
    #expect(!overflow)
  }
}
