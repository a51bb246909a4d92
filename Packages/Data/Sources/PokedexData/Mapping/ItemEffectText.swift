import Domain
import Foundation

/// An item's effect text as one safe paragraph. PokeAPI writes items' effects as
/// definition lists (`Held in battle\n:   Restores…`); the term is kept before a colon
/// (`Held in battle: Restores…`), as the built-in data and the network both show it.
enum ItemEffectText {
  static func paragraph(_ text: String) -> String {
    let joined = text.replacingOccurrences(
      of: #"\s*\n:\s+"#, with: ": ", options: .regularExpression)
    return FlavorText.clean(SafeText.clean(joined))
  }
}
