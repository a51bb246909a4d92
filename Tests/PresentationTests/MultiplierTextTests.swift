import Presentation
import Testing

/// How every screen writes a damage multiplier.
@Suite("Multipliers as text")
struct MultiplierTextTests {
  @Test(arguments: [
    (0.0, "×0"), (0.125, "×⅛"), (0.25, "×¼"), (0.5, "×½"), (1, "×1"), (2, "×2"), (4, "×4"),
    (1.25, "×1.25"), (2.5, "×2.5"), (0.625, "×0.625"), (8, "×8"), (-1, "×0"), (5_000, "×1000"),
  ] as [(Double, String)])
  func eachValue(value: Double, text: String) {
    #expect(MultiplierText.text(value) == text)
  }

  @Test func aChartsPercentage() {
    #expect(MultiplierText.text(percent: 50) == "×½")
    #expect(MultiplierText.text(percent: 400) == "×4")
  }
}
