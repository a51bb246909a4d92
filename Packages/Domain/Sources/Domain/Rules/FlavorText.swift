#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Cleans PokeAPI's Pokédex and ability texts, which keep the games' printing quirks.
public enum FlavorText {
  /// One paragraph: the games' line breaks, form feeds and soft hyphens removed, runs of
  /// spaces folded, and the old capitals "POKéMON" and "POKé BALL" written as today.
  public static func clean(_ raw: String) -> String {
    var text = raw
      .replacing("\u{00AD}\n", with: "")
      .replacing("\u{00AD}", with: "")
      .replacing("-\n", with: "-")
    for breaking in ["\r\n", "\n", "\r", "\u{0C}", "\t", "\u{A0}"] {
      text = text.replacing(breaking, with: " ")
    }
    text = text
      .replacing("POKéMON", with: "Pokémon")
      .replacing("POKé BALL", with: "Poké Ball")
      .replacing("POKé", with: "Poké")
    return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
