import Domain
/// An item's effect text as one safe paragraph. PokeAPI writes items' effects as
/// definition lists (`Held in battle\n:   Restores…`); the term is kept before a colon
/// (`Held in battle: Restores…`), as the built-in data and the network both show it.
enum ItemEffectText {
  static func paragraph(_ text: String) -> String {
    // Matched scalar by scalar, as the text's bytes are, not character by character.
    let joined = text.replacing(#/\s*\n:\s+/#.matchingSemantics(.unicodeScalar), with: ": ")
    return FlavorText.clean(SafeText.clean(joined))
  }
}
