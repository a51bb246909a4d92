import Foundation

/// Folds the ways people write Pokémon names into PokeAPI's slugs.
///
/// "Mr. Mime", "mr mime" and "MR-MIME" all become `mr-mime`; "Farfetch’d" becomes
/// `farfetchd`, "Nidoran♀" and "nidoran f" `nidoran-f`, "Flabébé" `flabebe`,
/// "Type: Null" `type-null`. `show` and `search` use the same folding, so any spelling one
/// accepts the other does too.
public enum NameNormalizer {
  /// Characters dropped without leaving a gap: apostrophes, full stops, colons.
  static let dropped: Set<Character> = ["'", "’", "ʼ", "‘", ".", ":"]

  /// `text` as a PokeAPI slug: lower case, no accents, words joined by hyphens, only
  /// `a-z`, `0-9` and `-` kept.
  public static func slug(_ text: String) -> String {
    var folded = text
      .replacingOccurrences(of: "♀", with: "-f")
      .replacingOccurrences(of: "♂", with: "-m")
      .folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
      .lowercased()
    folded.removeAll { dropped.contains($0) }
    var slug = ""
    for character in folded {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }

  /// `slug(text)` without its hyphens, for comparisons where "fire red" must meet
  /// "firered".
  public static func compact(_ text: String) -> String {
    slug(text).replacingOccurrences(of: "-", with: "")
  }
}
