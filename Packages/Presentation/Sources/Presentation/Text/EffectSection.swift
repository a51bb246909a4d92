import Domain

/// The "Effect" section of a move's, an ability's or an item's card: the full text, the
/// short one dimmed below it when it says something else, and a note when the texts are
/// English because the language asked for has none.
enum EffectSection {
  /// The section's lines for `effect` (either text may be missing: the other is shown);
  /// none when both are.
  static func lines(_ effect: EffectText, theme: Theme, width: Int) -> [String] {
    guard let shown = effect.full ?? effect.short else { return [] }
    let indent = "  "
    func paragraph(_ text: String) -> [String] {
      TextLayout.wrap(text, width: width - indent.count).map { indent + $0 }
    }
    var lines = [theme.paint("Effect", as: .heading)] + paragraph(shown)
    if let short = effect.short, short != shown {
      lines += paragraph("In short: " + short).map { theme.paint($0, as: .dim) }
    }
    if let note = theme.englishFallbackNote(effect.isEnglishFallback, width: width - 2) {
      lines.append(indent + note)
    }
    return lines
  }
}
