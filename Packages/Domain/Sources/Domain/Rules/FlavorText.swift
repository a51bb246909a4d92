import Foundation

/// Cleans PokeAPI's Pokédex and ability texts, which keep the games' printing quirks.
public enum FlavorText {
  /// One paragraph: the games' line breaks, form feeds and soft hyphens removed, runs of
  /// spaces folded, and the old capitals "POKéMON" and "POKé BALL" written as today.
  public static func clean(_ raw: String) -> String {
    var text = raw
      .replacingOccurrences(of: "\u{00AD}\n", with: "")
      .replacingOccurrences(of: "\u{00AD}", with: "")
      .replacingOccurrences(of: "-\n", with: "-")
    for breaking in ["\r\n", "\n", "\r", "\u{0C}", "\t", "\u{A0}"] {
      text = text.replacingOccurrences(of: breaking, with: " ")
    }
    text = text
      .replacingOccurrences(of: "POKéMON", with: "Pokémon")
      .replacingOccurrences(of: "POKé BALL", with: "Poké Ball")
      .replacingOccurrences(of: "POKé", with: "Poké")
    return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
