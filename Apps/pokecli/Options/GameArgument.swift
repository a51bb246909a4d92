import ArgumentParser
import Domain

/// Reads `--game` where a game or a group of games may be named (`red`, `scarlet-violet`),
/// refusing a name no game has with the nearest ones, before any work.
enum GameArgument {
  /// Every name `--game` takes.
  static let names = CompletionWords.games + CompletionWords.gameGroups.filter {
    !CompletionWords.games.contains($0)
  }

  /// The game's slug, folded as names are (`Scarlet` → `scarlet`, "Black 2" → `black-2`).
  static func slug(_ text: String) throws -> String {
    let slug = NameNormalizer.slug(text)
    guard !names.contains(slug) else { return slug }
    let nearest = NameSuggestions.closest(to: slug, in: names).map { "\"\($0)\"" }
    let choices = nearest.isEmpty
      ? "games are named as PokeAPI names them: red, scarlet, scarlet-violet…"
      : "did you mean " + nearest.joined(separator: " or ") + "?"
    throw ValidationError(
      "no game named \"\(PokemonArguments.printable(text))\" — \(choices)")
  }
}
