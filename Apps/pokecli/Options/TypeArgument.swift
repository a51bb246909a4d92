import ArgumentParser
import Domain

/// Reads a type named on the command line (`fire`, `Fire`, `FIRE`), refusing a name no
/// type has with the nearest one, before any work.
enum TypeArgument {
  static func type(_ text: String) throws -> PokemonType {
    let slug = NameNormalizer.slug(text)
    guard !CompletionWords.types.contains(slug) else { return PokemonType(slug: slug) }
    let nearest = NameSuggestions.closest(to: slug, in: CompletionWords.types)
    throw ValidationError(
      "no type named \"\(PokemonArguments.printable(text))\""
        + (nearest.isEmpty ? "" : " — did you mean \"\(nearest[0])\"?"))
  }

  /// Refuses a generation no chart has.
  static func generation(_ generation: Int?) throws {
    if let generation, !(1...9).contains(generation) {
      throw ValidationError("--generation must be from 1 to 9, not \(generation)")
    }
  }
}
