import Domain
extension Theme {
  /// `name` (a type's, or its abbreviation) in exactly `width` columns: left-aligned when
  /// plain, centred in `type`'s badge colours when coloured. The type chart's labels.
  func typeLabel(_ name: String, of type: PokemonType, width: Int) -> String {
    let fitted = TextLayout.truncate(name, to: width)
    guard usesColor else { return TextLayout.padRight(fitted, to: width) }
    let room = max(0, width - TextLayout.width(fitted))
    let label = String(repeating: " ", count: room / 2) + fitted
      + String(repeating: " ", count: room - room / 2)
    return "\u{1B}[1;\(badgeCodes(TypeColor.of(type)))m\(label)\u{1B}[0m"
  }

  /// `text` coloured for how effective a hit of `percent` is: green for more than normal
  /// (bold at ×4), red for less (bold at ×¼), grey for none; as it is for ×1. The text
  /// itself says the factor, so nothing is lost without colour.
  func effectiveness(_ text: String, percent: Int) -> String {
    guard usesColor, !text.isEmpty, percent != 100 else { return text }
    let code: String
    switch percent {
    case 0: code = "90"
    case ..<50: code = "1;31"
    case ..<100: code = "31"
    case ...200: code = "32"
    default: code = "1;32"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
