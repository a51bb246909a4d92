/// How every screen writes a damage multiplier: "×4", "×2", "×1", "×½", "×¼", "×⅛", "×0";
/// another value to three decimals at most ("×1.25", "×2.5", "×0.625", "×8"), as
/// abilities can make them.
public enum MultiplierText {
  public static func text(_ value: Double) -> String {
    switch value {
    case 0.5: return "×½"
    case 0.25: return "×¼"
    case 0.125: return "×⅛"
    default:
      let thousandths = Int((min(max(value, 0), 1_000) * 1_000).rounded())
      let fraction = thousandths % 1_000
      guard fraction != 0 else { return "×\(thousandths / 1_000)" }
      var decimals = String(fraction)
      decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
      while decimals.hasSuffix("0") { decimals.removeLast() }
      return "×\(thousandths / 1_000).\(decimals)"
    }
  }

  /// A type chart's factor, a whole percentage (50 for ×½).
  public static func text(percent: Int) -> String {
    text(Double(percent) / 100)
  }
}
