import Domain

/// The line `coverage` and `team` add for the moves given that do no damage (a status
/// move such as Stealth Rock): left out of what is weighed, and said so, by name.
enum HarmlessMoves {
  /// "Left out, as they do no damage: Stealth Rock, Will-O-Wisp.", dimmed and wrapped to
  /// `width`; none when every move given does damage.
  static func lines(_ names: [String], theme: Theme, width: Int) -> [String] {
    guard !names.isEmpty else { return [] }
    let listed = names.map { SafeText.clean($0) }.joined(separator: ", ")
    return TextLayout.wrap("Left out, as they do no damage: \(listed).", width: width)
      .map { theme.paint($0, as: .dim) }
  }
}
