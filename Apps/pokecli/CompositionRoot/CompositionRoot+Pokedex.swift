import PokedexData
import Domain
import Infrastructure
import Presentation

/// The object graph of the Pokédex: PokeAPI under the cache (and, for pokeapi.co, the
/// built-in data beside it: `CompositionRoot+BuiltIn.swift`), the use cases over it, and
/// the stores the commands print from.
extension CompositionRoot {
  // MARK: - Repositories

  /// `--base-url`, else `POKEAPI_BASE_URL`, else pokeapi.co.
  func endpoints() throws -> PokeAPIEndpoints {
    let text = options.baseURL
      ?? environment.variables["POKEAPI_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
      ?? AppEnvironment.defaultBaseURL
    do {
      return try PokeAPIEndpoints(baseURL: text)
    } catch let error as PokedexError {
      // A bad base URL is a bad argument, whether it came as a flag or a variable.
      throw UsageFailure(message: error.message)
    }
  }

  /// How often a failure that may pass is retried: `POKECLI_RETRIES` (0 to fail at once),
  /// else 4 times over about 4 seconds.
  func retryPolicy() throws -> RetryPolicy {
    guard let text = environment.variables["POKECLI_RETRIES"], !text.isEmpty else {
      return .standard
    }
    guard let retries = Int(text), retries >= 0 else {
      throw UsageFailure(message: "POKECLI_RETRIES must be a whole number, not \"\(text)\"")
    }
    return .standard(retries: retries)
  }

  /// The cache over PokeAPI: what `pokedexRepository()` layers the built-in data over, and
  /// what `cache prefetch` and `update` fill.
  func cachedRepository() throws -> CachedPokemonRepository {
    let storage = try cacheStorage()
    let remote = RemotePokemonRepository(
      client: environment.httpClient, endpoints: try endpoints(), retries: try retryPolicy(),
      nameCache: NameCache(storage: storage, policy: policy),
      lookupCache: LookupCache(storage: storage, policy: policy),
      recentDocuments: recentDocuments)
    return CachedPokemonRepository(
      remote: remote, storage: storage, policy: policy,
      language: environment.vocabulary.language, onEvent: { [notices] in notices.record($0) })
  }

  /// Where sprites come from: the built-in data first (for the API it stands for), then
  /// the image host the documents link to, decoded as PNG, under the cache of cropped
  /// pixels, for links to the hosts images may come from only (`imageHosts()`); a link
  /// elsewhere is no sprite, with a notice.
  func spriteRepository() throws -> any SpriteRepository {
    let cached = CachedSpriteRepository(
      remote: RemoteSpriteRepository(
        client: environment.httpClient, decoder: PNGDecoder(),
        deadline: environment.spriteDeadline),
      storage: try cacheStorage(), compressor: ZlibCompressor(), policy: policy,
      onEvent: { [notices] in notices.record($0) })
    let fetched = HostCheckedSpriteRepository(
      base: cached, hosts: try imageHosts(),
      onRefused: { [notices] in notices.sayOnce(SpriteNotices.refused($0)) })
    guard let database = try builtInDatabase() else { return fetched }
    return DatabaseSpriteRepository(
      database: database, codec: SpriteCacheCodec(compressor: ZlibCompressor()),
      fallback: fetched)
  }

  // MARK: - Stores

  /// The list's store: pages of the Pokémon matching `criteria`.
  @MainActor
  func pokemonListStore(
    criteria: SearchCriteria, firstPage: PageRequest
  ) throws -> Store<PokemonList.State, PokemonList.Action> {
    let search = SearchPokedex(pokemon: try pokedexRepository())
    return Store(
      initialState: PokemonList.State(
        firstPage: firstPage, favorites: favoriteIDs(),
        emptyReason: criteria.isEverything ? .nothingToShow : .noFilterMatches),
      reducer: PokemonList { try await search.page(criteria, $0) })
  }

  /// The favorites' list: the same view, over the favorites.
  @MainActor
  func favoritesListStore(
    criteria: SearchCriteria, firstPage: PageRequest
  ) throws -> Store<PokemonList.State, PokemonList.Action> {
    let favorites = try favoritesRepository().favorites()
    let listing = ListFavorites(pokemon: try pokedexRepository(), favorites: favorites)
    return Store(
      initialState: PokemonList.State(
        firstPage: firstPage, favorites: Set(favorites.map(\.id)),
        emptyReason: favorites.isEmpty ? .noFavoritesYet : .noFavoriteMatches),
      reducer: PokemonList { try await listing.page(criteria, $0) })
  }

  /// The search's store: the list's, narrowed by `criteria`, with suggestions.
  @MainActor
  func searchStore(
    criteria: SearchCriteria, terms: [String], firstPage: PageRequest, query: String? = nil
  ) throws -> Store<PokemonSearch.State, PokemonSearch.Action> {
    // A query's matchup columns are the built-in data's to tell.
    let search = SearchPokedex(
      pokemon: try pokedexRepository(),
      queryFacts: try builtInDatabase().map(DatabaseQueryFacts.init(database:)))
    return Store(
      initialState: PokemonSearch.State(
        terms: terms, list: PokemonList.State(firstPage: firstPage, favorites: favoriteIDs()),
        query: query),
      reducer: PokemonSearch(
        list: PokemonList { try await search.page(criteria, $0) },
        suggest: { await search.suggestions(for: criteria) }))
  }

  /// The card's store, and its sprite in `sprite` unless that is `nil` (no sprite is
  /// drawn, so none is asked for). `game` chooses the Pokédex entry the card shows; the
  /// built-in cards hold every game's. `asIn`, a game or group, tells the card as it was
  /// there (`LoadPokemonAsInGame`).
  @MainActor
  func pokemonDetailStore(
    query: EntryQuery, game: String?, asIn: String? = nil, units: UnitSystem = .metric,
    typed: String? = nil, sprite: SpriteVariant? = nil
  ) throws -> Store<PokemonDetail.State, PokemonDetail.Action> {
    let loadPokemon = try pokemonLoader(asIn: asIn)
    var loadSprite: (@Sendable (Pokemon, SpriteVariant) async throws -> SpriteChoice)?
    if sprite != nil {
      let useCase = LoadSprite(sprites: try spriteRepository())
      loadSprite = { try await useCase($0, $1) }
    }
    var state = PokemonDetail.State(
      query: query, game: game, favorites: favoriteIDs(), spriteVariant: sprite ?? .standard)
    state.units = units
    state.typed = typed
    return Store(
      initialState: state,
      reducer: PokemonDetail(loadPokemon: loadPokemon, loadSprite: loadSprite))
  }

  /// How a Pokémon is read for a card or a sheet: as it was in `asIn` (a game or group,
  /// `LoadPokemonAsInGame`), or today's; whole, or, `forBattle`, what a battle needs
  /// (`PokemonRepository.battleCard(_:)`: about half the reads, for a sheet that shows
  /// no texts).
  func pokemonLoader(
    asIn: String?, forBattle: Bool = false
  ) throws -> @Sendable (EntryQuery) async throws -> Pokemon {
    let repository = try pokedexRepository()
    guard let asIn else {
      if forBattle { return { try await repository.battleCard($0) } }
      return { try await repository.pokemon($0) }
    }
    let told = LoadPokemonAsInGame(
      pokemon: repository, asInGame: AsInGame(asIn, catalog: try gameCatalog()),
      charts: try typeChartRepository())
    if forBattle { return { try await told.battleCard($0) } }
    return { try await told($0) }
  }

  /// The sprite gallery's store: each Pokémon through the cache, then its sprite.
  @MainActor
  func spriteGalleryStore(
    queries: [EntryQuery], variant: SpriteVariant
  ) throws -> LookupStore<SpriteRequest, [NamedSpriteChoice]> {
    let sprites = LoadSprites(
      pokemon: try pokedexRepository(), sprites: try spriteRepository())
    return lookupStore(SpriteRequest(queries: queries, variant: variant)) {
      try await sprites($0.queries, $0.variant)
    }
  }

  /// The favorites editor's store.
  @MainActor
  func favoritesEditorStore(
    edit: EditFavorites.Edit
  ) throws -> Store<FavoritesEditor.State, FavoritesEditor.Action> {
    let editFavorites = EditFavorites(
      pokemon: try pokedexRepository(), favorites: try favoritesRepository())
    return Store(
      initialState: FavoritesEditor.State(edit: edit),
      reducer: FavoritesEditor { try await editFavorites($0) })
  }

  /// The store of `cache info`, reading the cache of the API in use.
  @MainActor
  func cacheInfoStore() throws -> LookupStore<Date, CacheStats> {
    let inspector = CacheInspector(storage: try cacheStorage(), policy: policy)
    return lookupStore(environment.now()) { _ in try inspector.stats() }
  }
}

// MARK: - Entries of every kind

extension CompositionRoot {
  /// What repositories over PokeAPI's documents read with: this run's API, retries and
  /// the documents it already read.
  func pokeAPIReader() throws -> PokeAPIReader {
    PokeAPIReader(
      client: environment.httpClient, endpoints: try endpoints(), retries: try retryPolicy(),
      recentDocuments: recentDocuments)
  }

  /// Where entries of one kind come from: the built-in data for the API it was taken
  /// from, with the cache over PokeAPI behind it; the cache over PokeAPI for any other API.
  /// Either way it answers in the language asked for (`InLanguageEntryRepository`); over
  /// another API a name in any language is found through the built-in names
  /// (`ForeignNameEntryRepository`).
  func entryRepository<Entry: Codable & Hashable & Translatable & SluggedEntry>(
    remote: any EntryRepository<Entry>,
    builtIn: (PokedexDatabase) -> any EntryRepository<Entry>
  ) throws -> any EntryRepository<Entry> {
    let cached = try cachedEntries(remote: remote)
    guard let database = try builtInDatabase() else {
      guard let embedded = embeddedDatabase() else { return cached }
      let names = builtIn(embedded)
      return ForeignNameEntryRepository(base: cached) { try? await names.entry($0).name }
    }
    return BuiltInFirstRepository(builtIn: builtIn(database), network: cached)
  }

  /// `remote`'s entries through the cache, in the language shown: the network's layer of
  /// a kind's entries.
  private func cachedEntries<Entry: Codable & Hashable & Translatable>(
    remote: any EntryRepository<Entry>
  ) throws -> InLanguageEntryRepository<Entry> {
    InLanguageEntryRepository(
      base: CachedEntryRepository(
        remote: remote, storage: try cacheStorage(), policy: policy,
        onEvent: { [notices] in notices.record($0) }),
      language: environment.vocabulary.language)
  }

  /// The names of a stored kind's entries, for a use case that needs no more: the
  /// built-in data's rows first, then PokeAPI's documents through the cache, each read
  /// whole, by the rule of the kind's entries (`entries(of:)`: both are `Layered`'s
  /// default rule over the same two sources).
  func entryNames<Kind: StoredKind>(of kind: Kind.Type) throws -> any EntryNameRepository {
    guard let database = try builtInDatabase() else { return WholeEntryNames(try entries(of: kind)) }
    let network = try cachedEntries(remote: Kind.remoteEntries(try pokeAPIReader()))
    return Layered<any EntryNameRepository>(
      builtIn: DatabaseEntryRepository<Kind>(database: database), network: WholeEntryNames(network))
  }

  /// The store of one answer to `request`, which `load` finds: every lookup's (a card, a
  /// page of a list, the type chart, the cache report).
  @MainActor
  func lookupStore<Request: Equatable & Sendable, Value: Equatable & Sendable>(
    _ request: Request, load: @escaping @Sendable (Request) async throws -> Value
  ) -> LookupStore<Request, Value> {
    Store(initialState: .init(request: request), reducer: Lookup(load: load))
  }

  /// The store of a page of a list, which `page` reads with the criteria and the slice.
  @MainActor
  func pageStore<Criteria: Equatable & Sendable, Row: Equatable & Sendable>(
    _ request: PagedRequest<Criteria>,
    page: @escaping @Sendable (Criteria, PageRequest) async throws -> Page<Row>
  ) -> LookupStore<PagedRequest<Criteria>, Page<Row>> {
    lookupStore(request) { try await page($0.criteria, $0.page) }
  }

  /// The store of one entry's card.
  @MainActor
  func entryStore<Entry: Codable & Hashable & Sendable>(
    query: EntryQuery, repository: any EntryRepository<Entry>
  ) -> LookupStore<EntryQuery, Entry> {
    lookupStore(query) { try await repository.entry($0) }
  }

  /// Where entries of a stored kind (moves, abilities, items) come from: its built-in
  /// entries first, then PokeAPI's documents through the cache (`entryRepository`).
  func entries<Kind: StoredKind>(of kind: Kind.Type) throws -> any EntryRepository<Kind> {
    try entryRepository(
      remote: Kind.remoteEntries(try pokeAPIReader()), builtIn: Kind.builtInEntries)
  }

  /// Who learns a move: the built-in data for the API it was taken from; the cache over
  /// PokeAPI's `move`, `pokemon` and `machine` documents for any other API, or when the
  /// database cannot be read.
  func moveLearnersRepository() throws -> any MoveLearnersRepository {
    let network: CachedMoveLearnersRepository = try cached(try remoteLearnsets())
    guard let database = try builtInDatabase() else { return network }
    return Layered<any MoveLearnersRepository>(
      builtIn: DatabaseMoveLearnersRepository(database: database), network: network)
  }
}

// MARK: - Learnsets

extension CompositionRoot {
  /// Where learnsets come from: the built-in data for the API it was taken from; the
  /// cache over PokeAPI's `pokemon`, `move` and `machine` documents for any other API, or
  /// when the database cannot be read, or for a Pokémon newer than the data (the
  /// Pokémon's rule, `LayeredPokemonRepository.rule`).
  func learnsetRepository() throws -> any LearnsetRepository {
    let network: CachedLearnsetRepository = try cached(try remoteLearnsets())
    guard let database = try builtInDatabase() else { return network }
    let pokemon = try layeredPokemon(database: database, cache: try cachedRepository())
    return Layered<any LearnsetRepository>(
      builtIn: DatabaseLearnsetRepository(database: database), network: network,
      rule: pokemon.rule)
  }

  /// The store of `show --moves`' tables.
  @MainActor
  func learnsetStore(
    request: LearnsetRequest
  ) throws -> LookupStore<LearnsetRequest, Learnset> {
    let repository = try learnsetRepository()
    return lookupStore(request) { try await repository.learnset($0.query, game: $0.game) }
  }
}

// MARK: - Lists of the stored kinds

extension CompositionRoot {
  /// Every row of a stored kind: the built-in data's, else PokeAPI's documents, each row
  /// kept in the cache (`RemoteListSource`).
  func catalog<Kind: StoredKind>(of kind: Kind.Type) throws -> any EntryCatalog<Kind> {
    try builtInOrNetwork(Kind.builtInCatalog) { Kind.remoteCatalog(try remoteListSource()) }
  }

  /// The store of a page of a stored kind's list (`pokecli moves`, `abilities`, `items`).
  @MainActor
  func listStore<Kind: StoredKind>(
    of kind: Kind.Type, request: PagedRequest<Kind.Criteria>
  ) throws -> LookupStore<PagedRequest<Kind.Criteria>, Page<Kind.Row>> {
    let list = ListEntries<Kind>(catalog: try catalog(of: kind))
    return pageStore(request) { try await list.page($0, $1) }
  }

  /// The store of `pokecli moves`: the built-in data's moves, else PokeAPI's
  /// (`RemoteMoveCatalog`); `nil` for `--game` over an API without built-in data, where
  /// which moves a game has would cost every Pokémon's document.
  @MainActor
  func moveListStore(
    request: PagedRequest<MoveCriteria>
  ) throws -> LookupStore<PagedRequest<MoveCriteria>, Page<MoveRow>>? {
    // Over another API, which moves a game has would cost every Pokémon's document.
    guard try builtInData() != nil || request.criteria.game == nil else { return nil }
    return try listStore(of: Move.self, request: request)
  }

  /// `pokecli berries`' pages: the built-in data's berries, else PokeAPI's
  /// (`RemoteBerryCatalog`).
  func berries() throws -> ListBerries {
    ListBerries(
      catalog: try builtInOrNetwork(DatabaseItemCatalog.init) {
        RemoteBerryCatalog(source: try remoteListSource())
      })
  }

  /// `pokecli find`'s pages: the built-in data's entries of every kind, or over another
  /// API the six lists of names.
  func searchEverything() throws -> SearchEverything {
    SearchEverything(
      catalog: try builtInOrNetwork {
        DatabaseReferenceCatalog(database: $0, tables: ShownKinds.foundTables)
      } else: {
        try remoteTables()
      })
  }

  /// The regional Pokédexes (`list --pokedex`'s pages): the built-in data's, or over
  /// another API each `pokedex` document and its rows.
  func regionalPokedexes() throws -> ListRegionalPokedex {
    let catalog: any RegionalPokedexCatalog = try builtInOrNetwork(
      DatabaseRegionalPokedexCatalog.init
    ) {
      RemoteRegionalPokedexCatalog(
        reader: try pokeAPIReader(), cache: try referenceCache(),
        pokemon: try pokedexRepository())
    }
    // The names come from the built-in data whatever the API: PokeAPI's slugs are the same.
    return ListRegionalPokedex(
      catalog: catalog, names: embeddedDatabase().map { DatabaseRegionalPokedexCatalog(database: $0) })
  }
}

// MARK: - Types

extension CompositionRoot {
  /// Where the type chart comes from: the built-in data's, or over another API the
  /// eighteen type documents, kept in the cache as one value.
  func typeChartRepository() throws -> any TypeChartRepository {
    try builtInOrNetwork(DatabaseTypeChartRepository.init) {
      try remoteTables()
    }
  }

  /// Where the natures come from: the built-in data's, or over another API the list of
  /// natures and each one's document, kept in the cache as one value.
  func natureRepository() throws -> any NatureRepository {
    try builtInOrNetwork(DatabaseNatureRepository.init) {
      RemoteNatureRepository(
        reader: try pokeAPIReader(), cache: try referenceCache(),
        vocabulary: environment.vocabulary)
    }
  }

  /// Where one nature comes from: the built-in data; over another API the table of
  /// natures if the cache holds it, else the nature's own document (1 request, cached as
  /// any entry is) rather than the whole table (26).
  func natureEntries() throws -> any EntryRepository<Nature> {
    let cache = try referenceCache()
    let entries = try entryRepository(
      remote: RemoteNatureRepository(reader: try pokeAPIReader(), cache: cache),
      builtIn: DatabaseNatureRepository.init(database:))
    // Where the built-in data answers, no table of natures is ever cached: no read for it.
    guard try builtInDatabase() == nil else { return entries }
    let vocabulary = environment.vocabulary
    return InLanguageEntryRepository(
      base: BuiltInFirstRepository(builtIn: HeldNatureTable(cache: cache), network: entries),
      language: vocabulary.language, finish: vocabulary.named)
  }

  /// What `moves`, `abilities` and `items` read over another API: the list of names and
  /// the page's documents, each row kept in the cache, with its notices.
  func remoteListSource() throws -> RemoteListSource {
    RemoteListSource(
      reader: try pokeAPIReader(), cache: try referenceCache(), storage: try cacheStorage(),
      policy: policy, language: environment.vocabulary.language,
      onEvent: { [notices] in notices.record($0) })
  }

  /// `remote`'s answers kept in the cache, with its notices (`Cached`).
  func cached<Remote: Sendable>(_ remote: Remote) throws -> Cached<Remote> {
    Cached(
      remote: remote, storage: try cacheStorage(), policy: policy,
      onEvent: { [notices] in notices.record($0) })
  }

  /// The tables PokeAPI's documents make (the games, the type chart, every entry's name),
  /// each kept in the cache whole.
  func remoteTables() throws -> RemoteTables {
    RemoteTables(reader: try pokeAPIReader(), cache: try referenceCache())
  }

  /// Learnsets both ways over PokeAPI, the table of games kept in the cache.
  func remoteLearnsets() throws -> RemoteLearnsets {
    RemoteLearnsets(reader: try pokeAPIReader(), cache: try referenceCache())
  }

  /// The cache of kinds read whole, with its notices.
  func referenceCache() throws -> ReferenceCache {
    ReferenceCache(
      storage: try cacheStorage(), policy: policy, onEvent: { [notices] in notices.record($0) })
  }

  /// The store of `pokecli type`.
  @MainActor
  func typeStore(
    request: TypeRequest
  ) throws -> LookupStore<TypeRequest, TypeMatchups> {
    let types = LookUpTypes(repository: try typeChartRepository())
    return lookupStore(request) {
      try await types.matchups(of: $0.types, generation: $0.generation)
    }
  }

  /// The store of `pokecli types`.
  @MainActor
  func typeChartStore(
    generation: Int?
  ) throws -> LookupStore<Int?, TypeChart> {
    let repository = try typeChartRepository()
    return lookupStore(generation) { try await repository.chart(generation: $0) }
  }

  /// The store of `pokecli nature`: every nature, or the one `name` names.
  @MainActor
  func natureStore(
    query: EntryQuery?
  ) throws -> LookupStore<EntryQuery?, [Nature]> {
    let natures = LookUpNatures(table: try natureRepository(), entries: try natureEntries())
    return lookupStore(query) { try await natures.natures($0) }
  }

  /// The one line for a command that reads `what` from the built-in data alone, asked of
  /// another API.
  func builtInOnly(_ what: String) throws -> String {
    "\(what) is read from the built-in data of \(AppEnvironment.defaultBaseURL); "
      + "\(try endpoints().baseURL.absoluteString) has none"
  }
}

// MARK: - Filters

extension CompositionRoot {
  /// The ability `--ability` names, with the Pokémon that can have it; `nil` when none
  /// was given.
  /// - Throws: `CommandFailure` with the one line a lookup of the ability would print
  ///   ("no ability named … — did you mean …"), so the list is never shown unfiltered.
  func ability(named name: String?) async throws -> Ability? {
    guard let name else { return nil }
    let query = try PokemonArguments.query(name, kind: .ability)
    do {
      return try await entries(of: Ability.self).entry(query)
    } catch {
      throw CommandFailure(message: PokedexError(error).message(hints: hints()))
    }
  }
}
