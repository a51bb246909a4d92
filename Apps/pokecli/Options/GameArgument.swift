import ArgumentParser
import Domain

/// Reads `--game` where a game or a group of games may be named: by slug (`red`,
/// `scarlet-violet`, "Black 2") or by its name in any language, over any API
/// (`Écarlate`, `Karmesin`, `朱`).
enum GameArgument {
  /// The games the data in use knows: each game's slug (`red`) and each group's
  /// (`red-blue`), and the slug of the game the text names in some language, if any.
  struct Known {
    var games: [String]
    var groups: [String]
    var namedInAnyLanguage: String?

    func contains(_ slug: String) -> Bool { games.contains(slug) || groups.contains(slug) }
  }

  /// Refuses, before anything is read, text that cannot name a game in any language.
  /// - Throws: `ValidationError` (exit 64).
  static func check(_ text: String) throws {
    guard NameNormalizer.slug(text).isEmpty, SearchKey.of(text).isEmpty else { return }
    throw ValidationError("\"\(PokemonArguments.printable(text))\" is not a game's name")
  }

  /// Refuses `--game` as `check(_:)` does, a generation before the first, and both at once.
  /// - Throws: `ValidationError` (exit 64).
  static func check(game: String?, generation: Int?) throws {
    try game.map(check)
    guard let generation else { return }
    guard game == nil else {
      throw ValidationError("give --game or --generation, not both")
    }
    guard generation >= 1 else {
      throw ValidationError("--generation must be 1 or more, not \(generation)")
    }
  }

  /// The help of `--generation` where it names the game a card is told as in.
  static let generationHelp = ArgumentHelp(
    "Show it as in this generation's fullest game (1: Yellow, 4: HeartGold and SoulSilver, "
      + "9: Scarlet and Violet), instead of --game.",
    valueName: "n")

  /// The game's slug, folded as names are (`Scarlet` → `scarlet`, "Black 2" → `black-2`),
  /// or the slug of the game so named in another language.
  ///
  /// With `known` (the built-in data's games, which are every game of its API) the games
  /// are a fixed set of choices, and a name none has is refused as a usage error that
  /// names the nearest and where the games are listed, before any work. Without it
  /// (another API) a slug is passed on: that API says whether it knows the game.
  /// - Throws: `ValidationError` (exit 64, docs/behaviour.md).
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
    if known.contains(slug) { return slug }
    if let named = known.namedInAnyLanguage { return named }
    let nearest = slug.isEmpty
      ? [] : NameSuggestions.closest(to: slug, in: known.games + known.groups)
    let guess = nearest.isEmpty
      ? ":" : " — did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
    throw ValidationError(
      "no game named \"\(PokemonArguments.printable(text))\"\(guess) `pokecli games` lists "
        + "the games, by slug and by name")
  }
}
