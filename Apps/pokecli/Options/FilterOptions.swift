import ArgumentParser
import Domain

/// `--type`, `--generation` and `--ability`: which Pokémon a list or a pick takes.
struct MatchOptions: ParsableArguments {
  @Option(
    name: .customLong("type"),
    help: ArgumentHelp("Only Pokémon of this type; repeat for several (all must match).",
      valueName: "type"),
    completion: .list(CompletionWords.types))
  var types: [String] = []

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Only Pokémon whose species this generation introduced, forms included (1–9).",
      valueName: "n"))
  var generation: Int?

  @Option(
    help: ArgumentHelp(
      "Only Pokémon that can have this ability (forms included), hidden or not.",
      valueName: "ability"),
    completion: CompletionWords.abilities)
  var ability: String?

  func validate() throws {
    for type in types { _ = try TypeArgument.type(type) }
    if let generation, generation < 1 {
      throw ValidationError("--generation must be 1 or more, not \(generation)")
    }
    if let ability { _ = try PokemonArguments.query(ability, kind: .ability) }
  }

  /// The criteria the options ask for, with `terms` to match, in national order;
  /// `ability` is what `--ability` named, found by `CompositionRoot.ability(named:)`.
  func criteria(terms: [String] = [], ability: Ability? = nil) -> SearchCriteria {
    SearchCriteria(
      terms: terms,
      types: types.map { TypeArgument.resolved($0) ?? PokemonType(slug: NameNormalizer.slug($0)) },
      generation: generation, sort: .number, reversed: false,
      onlyIDs: ability.map { Set($0.holders.map(\.id)) })
  }

  /// The options as they would be typed again.
  var arguments: [String] {
    var arguments = types.flatMap {
      ["--type", TypeArgument.resolved($0)?.slug ?? NameNormalizer.slug($0)]
    }
    if let generation { arguments += ["--generation", String(generation)] }
    if let ability { arguments += ["--ability", NameNormalizer.slug(ability)] }
    return arguments
  }
}

/// `MatchOptions` and `--sort` and `--reverse`: narrow and order a list.
struct FilterOptions: ParsableArguments {
  @OptionGroup var match: MatchOptions

  @Option(help: ArgumentHelp(
    "The order: number (the Pokédex's), name, or a base stat, highest first: total, hp, "
      + "attack, defense, sp-attack, sp-defense, speed (the first time, two requests per "
      + "Pokémon compared; cached after).",
    valueName: "order"))
  var sort: SortOption = .number

  @Flag(help: "Reverse the order.")
  var reverse = false

  @Option(help: ArgumentHelp(
    "As in this game (red, gold, scarlet-violet…): only the Pokémon that had come by its "
      + "generation, with their types and base stats then (in browse, every card too); "
      + "else today's.",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  var types: [String] { match.types }
  var generation: Int? { match.generation }
  var ability: String? { match.ability }

  /// `MatchOptions.criteria(terms:ability:)` in the order asked for, as in `game`
  /// (`gameGroup(in:)`): the ability's holders then.
  func criteria(
    terms: [String] = [], ability: Ability? = nil, asIn game: GameGroup? = nil
  ) -> SearchCriteria {
    let held = game.flatMap { game in ability?.asItWas(in: game) } ?? ability
    var criteria = match.criteria(terms: terms, ability: held)
    criteria.sort = sort.order
    criteria.reversed = reverse
    criteria.asIn = game
    // A list ordered by a stat shows it: the fastest, with their Speed.
    if sort.order.comparesStats { criteria.shownStats = [sort.order] }
    return criteria
  }

  /// The group of games `--game` names, checked before anything is listed: an unknown
  /// game is a usage error (exit 64), as for every command.
  func gameGroup(in root: CompositionRoot) async throws -> GameGroup? {
    guard let slug = try await root.game(game) else { return nil }
    guard let group = try await root.gameCatalog().group(named: slug) else {
      throw UsageFailure(message: "no game named \"\(slug)\": see pokecli games")
    }
    return group
  }

  /// The options as they would be typed again, for the next-page command.
  var arguments: [String] {
    var arguments = match.arguments
    if sort != .number { arguments += ["--sort", sort.rawValue] }
    if reverse { arguments.append("--reverse") }
    if let game { arguments += ["--game", game] }
    return arguments
  }
}

/// The orders `--sort` accepts.
enum SortOption: String, ExpressibleByArgument, CaseIterable {
  case number, name, total, hp, attack, defense
  case spAttack = "sp-attack"
  case spDefense = "sp-defense"
  case speed

  var order: PokemonSort { PokemonSort(rawValue: rawValue) ?? .number }
}

/// Writes arguments back as a shell would need them typed: in double quotes when they hold
/// a space, a quote or a sign the shell reads (`|`, `>`, `*` …: a search query's), in
/// single quotes when they hold a sign that expands even in double quotes (`!`, `$`), and
/// written with `$'\x1B'` escapes when they hold control characters, which are never
/// printed as they are.
enum ShellWords {
  /// Signs a shell reads outside quotes. Arrays, not sets: the first set of characters a
  /// run makes costs it a search of every conformance in the program (about half a
  /// million instructions, callgrind), for a check of a few short words.
  private static let special: [Character] = [
    " ", "\t", "'", "\"", "|", "&", ";", "<", ">", "(", ")", "*", "?", "[", "]", "{", "}", "#", "~",
  ]
  /// Signs that expand inside double quotes too (`!` where history expansion is on).
  private static let expanding: [Character] = ["$", "`", "\\", "!"]

  static func join(_ words: [String]) -> String {
    words.map { word in
      if !SafeText.isClean(word) { return escaped(word) }
      if word.contains(where: expanding.contains) {
        return word.contains("'") ? escaped(word) : "'" + word + "'"
      }
      return word.contains(where: special.contains)
        ? "\"" + word.replacingEvery("\"", with: "\\\"") + "\"" : word
    }.joined(separator: " ")
  }

  /// `word` in the shells' `$'…'` quoting, every unsafe character as `\xHH` or `\uHHHH`.
  private static func escaped(_ word: String) -> String {
    var text = "$'"
    for scalar in word.unicodeScalars {
      if scalar == "\\" || scalar == "'" {
        text += "\\" + String(scalar)
      } else if SafeText.isUnsafe(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += scalar.value < 0x80
          ? "\\x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
          : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text + "'"
  }
}
