import ArgumentParser
import Domain

/// Reads `--game` where a game or a group of games may be named: by slug (`red`,
/// `scarlet-violet`, "Black 2") or, with the built-in data, by its name in any language
/// (`Écarlate`, `Karmesin`, `朱`).
enum GameArgument {
  /// The games the data in use knows: their slugs, and each name of theirs in every
  /// language by its `SearchKey`.
  struct Known {
    var slugs: [String]
    var slugsByName: [String: String] = [:]
  }

  /// Refuses, before anything is read, text that cannot name a game in any language.
  /// - Throws: `ValidationError` (exit 64).
  static func check(_ text: String) throws {
    guard NameNormalizer.slug(text).isEmpty, SearchKey.of(text).isEmpty else { return }
    throw ValidationError("\"\(PokemonArguments.printable(text))\" is not a game's name")
  }

  /// The game's slug, folded as names are (`Scarlet` → `scarlet`, "Black 2" → `black-2`),
  /// or the slug of the game so named in another language.
  ///
  /// With `known` (the built-in data's games, which are every game of its API) a name it
  /// lacks is refused with the nearest ones, before any work. Without it (another API) a
  /// slug is passed on: that API says whether it knows the game, so a game newer than
  /// pokecli is not refused.
  /// - Throws: `ValidationError` (exit 64) for text that cannot name a game, or only in
  ///   another language where no names are known; `CommandFailure` (exit 1) for a name no
  ///   game has (docs/behaviour.md).
  static func slug(_ text: String, among known: Known?) throws -> String {
    try check(text)
    let slug = NameNormalizer.slug(text)
    guard let known else {
      guard !slug.isEmpty else {
        throw ValidationError(
          "\"\(PokemonArguments.printable(text))\": over this API, name the game as PokeAPI does "
            + "(red, scarlet, scarlet-violet…)")
      }
      return slug
    }
    if known.slugs.contains(slug) { return slug }
    if let named = known.slugsByName[SearchKey.of(text)] { return named }
    let nearest = slug.isEmpty ? [] : NameSuggestions.closest(to: slug, in: known.slugs).map { "\"\($0)\"" }
    let choices = nearest.isEmpty
      ? "games are named as PokeAPI names them: red, scarlet, scarlet-violet…"
      : "did you mean " + nearest.joined(separator: " or ") + "?"
    throw CommandFailure(
      message: "no game named \"\(PokemonArguments.printable(text))\" — \(choices)")
  }
}
