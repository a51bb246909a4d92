/// The "Effect" section of a move's, an ability's or an item's card: the full text, the
/// short one dimmed below it when it says something else, and the note that the texts
/// are English.
enum EffectSection {
  /// The section's lines for `full` and `short` (either may be missing: the other is
  /// shown); none when both are.
  static func lines(full: String?, short: String?, theme: Theme, width: Int) -> [String] {
    guard let shown = full ?? short else { return [] }
    let indent = "  "
    func paragraph(_ text: String) -> [String] {
      TextLayout.wrap(text, width: width - indent.count).map { indent + $0 }
    }
    var lines = [theme.paint("Effect", as: .heading)] + paragraph(shown)
    if let short, short != shown {
      lines += paragraph("In short: " + short).map { theme.paint($0, as: .dim) }
    }
    // PokeAPI's effect texts are English (a handful of others aside).
    if let note = theme.englishFallbackNote(true, width: width - 2) { lines.append(indent + note) }
    return lines
  }
}
