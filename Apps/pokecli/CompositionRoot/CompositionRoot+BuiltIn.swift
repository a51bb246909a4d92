import ArgumentParser
import PokedexData
import Domain
import Infrastructure

/// The built-in Pokédex in the object graph: under the cache's precedence, over the
/// network, for the API it was taken from only.
extension CompositionRoot {
  /// The built-in data when it stands for the API in use, else `nil`: a mirror or another
  /// `--base-url` is read as it always was.
  func builtInData() throws -> BuiltInData? {
    guard let data = environment.builtInData,
      let source = try? PokeAPIEndpoints(baseURL: data.source),
      try endpoints().baseURL == source.baseURL
    else { return nil }
    return data
  }

  /// The built-in database when it stands for the API in use, else `nil`: one of the
  /// root's two openings, in turn (`DatabaseOpenings`). It is opened on its first read;
  /// if it cannot be, the cache and the network answer instead.
  func builtInDatabase() throws -> PokedexDatabase? {
    guard let data = try builtInData() else { return nil }
    return openings.next { data.open(cacheFolder, environment.vocabulary.language) }
  }

  /// `builtIn`'s port over the built-in database when that stands for the API in use, else
  /// `network`'s: how a port the two do not layer is chosen (a kind's entries and the
  /// learnsets layer them, `entryRepository`).
  func builtInOrNetwork<Port>(
    _ builtIn: (PokedexDatabase) throws -> Port, else network: () throws -> Port
  ) throws -> Port {
    if let database = try builtInDatabase() { return try builtIn(database) }
    return try network()
  }

  /// The built-in database whatever API is in use, for the words every PokeAPI shares
  /// (its games' names, which shell completion offers); never for an answer.
  func embeddedDatabase(language: String = "en") -> PokedexDatabase? {
    environment.builtInData.map { $0.open(cacheFolder, language) }
  }

  /// `--game`'s slug, checked against the built-in data's games (and found by a game's
  /// name in any language) before anything else is read, when that data stands for the
  /// API in use. Another API's games are checked where a card is told as in the game
  /// (`AsInGame.tell`): checking here would cost its list of groups where a command needs
  /// none (`move surf --pokemon --game red` reads only learner documents). A name in
  /// another language (`Écarlate`) is found in the built-in names whatever the API, as a
  /// Pokémon's is: PokeAPI's games have the same slugs everywhere.
  func game(_ text: String?) async throws -> String? {
    guard let text else { return nil }
    var known: GameArgument.Known?
    if let database = try builtInDatabase() {
      let groups = try await DatabaseGameCatalog(database: database).groups()
      known = GameArgument.Known(games: groups.flatMap(\.versions), groups: groups.map(\.slug))
      // A name in another language is looked up only for a text that is no slug.
      if known?.contains(NameNormalizer.slug(text)) == false {
        known?.namedInAnyLanguage = try await database.gameSlug(namedBy: SearchKey.of(text))
      }
    } else if let names = embeddedDatabase(),
      !GameGroup.slugs(of: try await DatabaseGameCatalog(database: names).groups())
        .contains(NameNormalizer.slug(text)),
      let named = try await names.gameSlug(namedBy: SearchKey.of(text))
    {
      return named
    }
    do {
      return try GameArgument.slug(text, among: known)
    } catch let error as ValidationError {
      throw UsageFailure(message: error.message)
    }
  }

  /// The game a card is told as in: `--game`'s (`game(_:)`), or for `--generation N` the
  /// group that stands for that generation (`GameCatalog.group(standingFor:)`: Yellow for
  /// 1, Scarlet and Violet for 9). The commands refuse both at once.
  /// - Throws: `UsageFailure` (exit 64) for a generation the data has no game of.
  func game(_ text: String?, generation: Int?) async throws -> String? {
    guard let generation else { return try await game(text) }
    let catalog = try gameCatalog()
    if let group = try await catalog.group(standingFor: generation) { return group.slug }
    let known = Set(try await catalog.groups().compactMap(\.generation)).sorted()
    guard let first = known.first, let last = known.last else {
      throw UsageFailure(
        message: "this API lists no games, so no generation can be shown: leave out --generation")
    }
    throw UsageFailure(
      message: "no game of generation \(generation): the games are of generations \(first)–\(last)")
  }

  /// The generation of the game `--game` names (`gold` → 2), for a type chart: checked
  /// as `game(_:)` checks it, and over another API in its list of groups; `nil` from an
  /// API that lists no games, whose chart is today's.
  /// - Throws: `UsageFailure` built in, `PokedexError.noSuchChoice` over another API.
  func generation(ofGame text: String) async throws -> Int? {
    guard let slug = try await game(text) else { return nil }
    return try await AsInGame(slug, catalog: try gameCatalog()).knownGroup()?.generation
  }

  /// `base`'s entries with their lists per game (prices, machines, descriptions) in
  /// release order where the API in use has no built-in data: its links give a group its
  /// id as its order (`ReleaseOrderedRepository`). The built-in data's are in release
  /// order already.
  func releaseOrdered<Entry: Codable & Hashable & Sendable & ListsByGame>(
    _ base: any EntryRepository<Entry>
  ) throws -> any EntryRepository<Entry> {
    guard try builtInData() == nil else { return base }
    return ReleaseOrderedRepository(base, catalog: try gameCatalog())
  }

  /// The groups of games of the data in use, for the cards that change with the game.
  func gameCatalog() throws -> any GameCatalog {
    try builtInOrNetwork(DatabaseGameCatalog.init) {
      try remoteTables()
    }
  }

  /// The repository commands read Pokémon from: the built-in data, the cache and PokeAPI
  /// (`LayeredPokemonRepository` holds the rule), or the cache over PokeAPI alone for an
  /// API without built-in data.
  func pokedexRepository() throws -> any PokemonRepository {
    let cache = try cachedRepository()
    guard let database = try builtInDatabase() else {
      // Another API finds slugs and English names; the built-in names find the rest.
      guard let embedded = embeddedDatabase() else { return cache }
      let names = DatabasePokemonRepository(database: embedded)
      return ForeignNamePokemonRepository(base: cache) { try? await names.summary($0).name }
    }
    return try layeredPokemon(database: database, cache: cache)
  }

  /// The built-in data's Pokémon over `cache`, noticing Pokémon newer than the data.
  func layeredPokemon(
    database: PokedexDatabase, cache: CachedPokemonRepository
  ) throws -> LayeredPokemonRepository {
    let counter = RemotePokemonRepository(
      client: environment.httpClient, endpoints: try endpoints(), retries: .standard(retries: 0))
    return LayeredPokemonRepository(
      builtIn: DatabasePokemonRepository(database: database), cache: cache,
      newPokemonCheck: NewPokemonCheck { try await counter.pokemonCount() })
  }
}
