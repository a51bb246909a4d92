import ArgumentParser
import Domain
import Presentation

/// Reads a type named on the command line (`fire`, `Fire`, `FIRE`, `Feu`), refusing a name
/// no type has with the nearest ones, before any work.
enum TypeArgument {
  /// The type `text` names.
  /// - Throws: `ValidationError` (exit 64) for text that cannot name a type; for a name no
  ///   type has, `CommandFailure` (exit 1) saying "no type named … — did you mean …", as
  ///   every kind of entry says it (docs/behaviour.md).
  static func type(_ text: String) throws -> PokemonType {
    if let type = resolved(text) { return type }
    let slug = NameNormalizer.slug(text)
    guard !slug.isEmpty else {
      throw ValidationError("\"\(PokemonArguments.printable(text))\" is not a type's name")
    }
    let known = CompletionWords.types
    throw CommandFailure(
      message: PokedexError.noSuchChoice(
        noun: "type", given: text, suggestions: NameSuggestions.closest(to: slug, in: known),
        choices: known
      ).message)
  }

  /// The type `text` names: its slug in any spelling (`Fire`, `FIRE`), or its name in any
  /// language PokeAPI speaks (`Feu`, `ほのお`); `nil` for none.
  static func resolved(_ text: String) -> PokemonType? {
    let slug = NameNormalizer.slug(text)
    if CompletionWords.types.contains(slug) { return PokemonType(slug: slug) }
    return TypeNames.slug(named: text).map(PokemonType.init(slug:))
  }

  /// Refuses a generation no chart has.
  static func generation(_ generation: Int?) throws {
    if let generation, !(1...9).contains(generation) {
      throw ValidationError("--generation must be from 1 to 9, not \(generation)")
    }
  }
}
