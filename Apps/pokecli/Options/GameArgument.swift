import ArgumentParser
import Domain

/// Reads `--game` where a game or a group of games may be named (`red`, `scarlet-violet`).
enum GameArgument {
  /// The game's slug, folded as names are (`Scarlet` → `scarlet`, "Black 2" → `black-2`).
  ///
  /// With `known` (the built-in data's games, which are every game of its API) a name it
  /// lacks is refused with the nearest ones, before any work. Without it (another API) any
  /// name is passed on: that API says whether it knows the game, so a game newer than
  /// pokecli is not refused.
  /// - Throws: `ValidationError` (exit 64) for text that cannot name a game;
  ///   `CommandFailure` (exit 1) for a name no game has (docs/behaviour.md).
  static func slug(_ text: String, among known: [String]?) throws -> String {
    let slug = NameNormalizer.slug(text)
    guard !slug.isEmpty else {
      throw ValidationError("\"\(PokemonArguments.printable(text))\" is not a game's name")
    }
    guard let known, !known.contains(slug) else { return slug }
    let nearest = NameSuggestions.closest(to: slug, in: known).map { "\"\($0)\"" }
    let choices = nearest.isEmpty
      ? "games are named as PokeAPI names them: red, scarlet, scarlet-violet…"
      : "did you mean " + nearest.joined(separator: " or ") + "?"
    throw CommandFailure(
      message: "no game named \"\(PokemonArguments.printable(text))\" — \(choices)")
  }
}
