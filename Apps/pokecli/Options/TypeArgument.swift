import ArgumentParser
import Domain

/// Reads a type named on the command line (`fire`, `Fire`, `FIRE`), refusing a name no
/// type has with the nearest one, before any work.
enum TypeArgument {
  static func type(_ text: String) throws -> PokemonType {
    if let type = resolved(text) { return type }
    let slug = NameNormalizer.slug(text)
    let nearest = NameSuggestions.closest(to: slug, in: CompletionWords.types)
    throw ValidationError(
      "no type named \"\(PokemonArguments.printable(text))\""
        + (nearest.isEmpty ? "" : " — did you mean \"\(nearest[0])\"?"))
  }

  /// Refuses a generation no chart has.
  /// The type `text` names: its slug in any spelling (`Fire`, `FIRE`), or its name in any
  /// language PokeAPI speaks (`Feu`, `ほのお`); `nil` for none.
  static func resolved(_ text: String) -> PokemonType? {
    let slug = NameNormalizer.slug(text)
    if CompletionWords.types.contains(slug) { return PokemonType(slug: slug) }
    return TypeNames.slug(named: text).map(PokemonType.init(slug:))
  }

  static func generation(_ generation: Int?) throws {
    if let generation, !(1...9).contains(generation) {
      throw ValidationError("--generation must be from 1 to 9, not \(generation)")
    }
  }
}
