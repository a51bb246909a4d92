/// How every screen writes a damage multiplier: "×4", "×2", "×1", "×½", "×¼", "×⅛", "×0";
/// another value to two decimals at most ("×1.25", "×2.5", "×8"), as abilities can make
/// them.
enum MultiplierText {
  static func text(_ value: Double) -> String {
    switch value {
    case 0.5: return "×½"
    case 0.25: return "×¼"
    case 0.125: return "×⅛"
    default:
      let hundredths = Int((min(max(value, 0), 1_000) * 100).rounded())
      let fraction = hundredths % 100
      guard fraction != 0 else { return "×\(hundredths / 100)" }
      let decimals =
        fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
      return "×\(hundredths / 100).\(decimals)"
    }
  }

  /// A type chart's factor, a whole percentage (50 for ×½).
  static func text(percent: Int) -> String {
    text(Double(percent) / 100)
  }
}
