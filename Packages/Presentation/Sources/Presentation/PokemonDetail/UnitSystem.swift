/// How the card writes heights and weights.
public enum UnitSystem: String, Sendable, Hashable, CaseIterable {
  /// Metres and kilograms, as PokeAPI gives them.
  case metric
  /// Feet and inches, and pounds, with the metric values beside them.
  case imperial

  /// Imperial where the locale measures in it (the United States, Liberia, Myanmar),
  /// metric everywhere else.
  public static func preferred(by locale: Locale) -> UnitSystem {
    locale.measurementSystem == .us ? .imperial : .metric
  }

  /// "Height 0.4 m" or "Height 1′04″ (0.4 m)".
  func height(decimetres: Int) -> String {
    let metric = "\(Measure.tenths(decimetres)) m"
    switch self {
    case .metric: return "Height \(metric)"
    case .imperial: return "Height \(Imperial.feetAndInches(decimetres: decimetres)) (\(metric))"
    }
  }

  /// "Weight 6.0 kg" or "Weight 13.2 lb (6.0 kg)".
  func weight(hectograms: Int) -> String {
    let metric = "\(Measure.tenths(hectograms)) kg"
    switch self {
    case .metric: return "Weight \(metric)"
    case .imperial: return "Weight \(Imperial.pounds(hectograms: hectograms)) (\(metric))"
    }
  }
}

/// Imperial measures of PokeAPI's decimetres and hectograms, as the games print them.
/// Cached cards may hold any `Int`, so nothing here traps.
enum Imperial {
  /// 4 dm → "1′04″", 17 dm → "5′07″": rounded to the inch.
  static func feetAndInches(decimetres: Int) -> String {
    let inches = (Double(decimetres) * 10 / 2.54).rounded()
    guard inches.isFinite, abs(inches) < 1e15 else { return "?" }
    let whole = Int(abs(inches))
    let sign = inches < 0 ? "-" : ""
    let rest = whole % 12
    return "\(sign)\(whole / 12)′\(rest < 10 ? "0" : "")\(rest)″"
  }

  /// 60 hg → "13.2 lb": to a tenth of a pound.
  static func pounds(hectograms: Int) -> String {
    let tenths = (Double(hectograms) * 100 / 45.359237).rounded()
    guard tenths.isFinite, abs(tenths) < 1e15 else { return "? lb" }
    return "\(Measure.tenths(Int(tenths))) lb"
  }
}
