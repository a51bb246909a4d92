import ArgumentParser
import Domain
import PokedexData

/// What shell completion (`pokecli --generate-completion-script bash|zsh|fish`) offers
/// after a name or a value: the entries that start with what is typed, never asking the
/// network. They come from the API the words typed so far name (`--base-url`, else
/// `POKEAPI_BASE_URL`, else pokeapi.co): the built-in data, which is complete, for the API
/// it was taken from; for another API, what its cache holds (the lists `list`, `find` and
/// the list commands keep), and nothing before that.
///
/// Cost: a completion runs pokecli once; from the built-in data it reads one query of
/// about 4,900 names (measured by scripts/measure-database.sh).
enum CompletionWords {
  /// The environment a completion reads in: the run's (`PokeCLI.run` sets it around the
  /// parse, which calls the closures below), so that a test completes in its sandbox;
  /// the process's when unset.
  @TaskLocal static var environment: AppEnvironment?

  /// Every type's slug: `fire`, `water`, …
  static let types: [String] = (PokemonType.allKnown + PokemonType.withoutMatchups).map(\.slug)

  /// Pokémon names for an argument.
  static let pokemon = names(of: .pokemon)
  /// Ability names for an argument.
  static let abilities = names(of: .ability)
  /// Nature names for an argument.
  static let natures = names(of: .nature)

  /// Language codes for `--language`: the built-in data's, in PokeAPI's order, known
  /// without opening it (every command takes `--language`, the synchronous ones too).
  static let languages = CompletionKind.custom { (_, _, prefix) -> [String] in
    matching(prefix, in: (environment ?? .live()).builtInData?.languages ?? [])
  }

  /// Games and groups of games for `--game`: the built-in data's, whatever the API (every
  /// PokeAPI names its games the same way), oldest first, games before groups.
  static let games = CompletionKind.custom { (_, _, prefix) async -> [String] in
    guard let database = root(for: [], environment: environment ?? .live())?.embeddedDatabase()
    else { return [] }
    let groups = (try? await DatabaseGameCatalog(database: database).groups()) ?? []
    return matching(prefix, in: GameGroup.slugs(of: groups))
  }

  /// Regional Pokédexes for `list --pokedex`: the built-in data's, whatever the API.
  static let pokedexes = CompletionKind.custom { (_, _, prefix) async -> [String] in
    guard let database = root(for: [], environment: environment ?? .live())?.embeddedDatabase()
    else { return [] }
    let names = (try? await DatabaseRegionalPokedexCatalog(database: database).pokedexNames()) ?? []
    return matching(prefix, in: names)
  }

  /// The completion of entries of `kind`.
  static func names(of kind: EntryKind) -> CompletionKind {
    .custom { (words, _, prefix) async -> [String] in
      await names(
        of: kind, startingWith: prefix, words: words, environment: environment ?? .live())
    }
  }

  /// The slugs of `kind` that start with `prefix` (case aside), for the API `words` name.
  static func names(
    of kind: EntryKind, startingWith prefix: String, words: [String],
    environment: AppEnvironment
  ) async -> [String] {
    guard let root = root(for: words, environment: environment) else { return [] }
    return matching(prefix, in: await everyName(of: kind, root: root))
  }

  /// Every slug of `kind` the built-in data or, for another API, the cache holds.
  private static func everyName(of kind: EntryKind, root: CompositionRoot) async -> [String] {
    if let database = try? root.builtInDatabase() {
      let catalog = DatabaseReferenceCatalog(database: database, tables: ShownKinds.foundTables)
      let entries = (try? await catalog.everyEntry()) ?? []
      return entries.filter { $0.kind == kind }.map(\.name)
    }
    var names: [String] = []
    if kind == .pokemon, let cached = try? root.cachedRepository() {
      names = cached.cachedNames()
    }
    if let reader = try? root.pokeAPIReader(), let cache = try? root.referenceCache(),
      let hits = try? await RemoteTables(reader: reader, cache: cache).hits(of: kind)
    {
      let known = Set(names)
      names += hits.map(\.name).filter { !known.contains($0) }
    }
    return names
  }

  /// The composition for the API `words` name (their last `--base-url`), offline, so that
  /// completing never waits on the network.
  static func root(for words: [String], environment: AppEnvironment) -> CompositionRoot? {
    var arguments = ["--offline"]
    if let baseURL = baseURL(in: words) { arguments += ["--base-url", baseURL] }
    guard let options = try? GlobalOptions.parse(arguments) else { return nil }
    return try? CompositionRoot(environment: environment, options: options)
  }

  /// The value of the last `--base-url` in `words` (`--base-url URL` or `--base-url=URL`).
  static func baseURL(in words: [String]) -> String? {
    var found: String?
    for (index, word) in words.enumerated() {
      if word == "--base-url", index + 1 < words.count {
        found = words[index + 1]
      } else if word.hasPrefix("--base-url=") {
        found = String(word.dropFirst("--base-url=".count))
      }
    }
    return found
  }

  private static func matching(_ prefix: String, in names: [String]) -> [String] {
    let typed = prefix.lowercased()
    return names.filter { $0.hasPrefix(typed) }
  }
}
