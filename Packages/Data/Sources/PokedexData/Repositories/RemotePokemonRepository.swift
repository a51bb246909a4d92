import Domain
/// Answers from PokeAPI itself, over any `HTTPClient`.
///
/// What a page of summaries costs is in `RemotePokemonRepository+Summaries.swift`, what
/// one Pokémon costs in `RemotePokemonRepository+Pokemon.swift`. Everything loads as
/// concurrently as its links allow, with at most `maxConcurrentRequests` requests in flight, and no document is
/// fetched twice by one repository.
public struct RemotePokemonRepository: PokemonRepository {
  /// How many requests may be in flight at once unless told otherwise.
  public static let defaultMaxConcurrentRequests = 8
  /// PokeAPI answers every entry of a list when asked for more than it holds.
  static let everything = 100_000

  let loader: DocumentLoader
  let endpoints: PokeAPIEndpoints
  /// The same loader and API, for the reads checked against what was asked
  /// (`PokeAPIReader.answer`).
  var reader: PokeAPIReader { PokeAPIReader(loader: loader, endpoints: endpoints) }
  /// Documents several Pokémon share (species, types, abilities), each fetched once.
  let shared = SharedDocuments()
  /// Documents read for their English names (items, moves, places, forms), each fetched once.
  let sharedNames = SharedNameDocuments()
  /// Where those names are kept between runs, if anywhere.
  let nameCache: NameCache?
  /// Where the tables a list row is read from are kept between runs, if anywhere.
  let lookupCache: LookupCache?

  /// Creates a repository reading the API at `endpoints` through `client`; `nameCache`
  /// keeps the names of items, moves, places and forms between runs, `lookupCache` the
  /// tables of types and species list rows are read from.
  public init(
    client: any HTTPClient,
    endpoints: PokeAPIEndpoints,
    maxConcurrentRequests: Int = RemotePokemonRepository.defaultMaxConcurrentRequests,
    retries: RetryPolicy = .standard, nameCache: NameCache? = nil,
    lookupCache: LookupCache? = nil, recentDocuments: RecentBodies? = nil
  ) {
    self.nameCache = nameCache
    self.lookupCache = lookupCache
    self.loader = DocumentLoader(
      client: client, maxConcurrentRequests: maxConcurrentRequests, retries: retries,
      recent: recentDocuments)
    self.endpoints = endpoints
  }

  // MARK: - PokemonRepository

  public func index() async throws -> [PokemonIndexEntry] {
    let url = endpoints.list(.pokemon, limit: Self.everything)
    let list = try await loader.load(PokemonListPageDTO.self, from: url)
    return try list.results.map { entry in
      guard let id = ResourceID.trailingNumber(of: entry.url) else {
        throw PokedexError.invalidResponse(
          url: url.absoluteString, reason: "no id in the link \"\(entry.url)\"")
      }
      return PokemonIndexEntry(id: id, name: entry.name)
    }
  }

  /// The species the generation document lists, with the forms whose species is one of
  /// them (`speciesOfForms`); the species alone from an API without a list of species.
  public func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    let species = try await speciesIDs(inGeneration: generation)
    let owners: [Int: Int]
    do {
      owners = try await speciesOfForms()
    } catch PokedexError.notFound {
      return species
    }
    let held = Set(species)
    return (species + owners.filter { held.contains($0.value) }.map(\.key)).sorted()
  }

  /// The national numbers of the species generation `generation` introduced.
  private func speciesIDs(inGeneration generation: Int) async throws -> [Int] {
    let url = endpoints.document(.generation, generation)
    let document: GenerationDTO
    do {
      document = try await loader.load(GenerationDTO.self, from: url)
    } catch PokedexError.notFound {
      throw PokedexError.noSuchGeneration(generation)
    }
    return document.pokemonSpecies.compactMap { ResourceID.trailingNumber(of: $0.url) }.sorted()
  }

  /// One of the eighteen types is read from the type table, which list rows share and
  /// the lookup cache keeps; another type from its own document.
  public func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    if PokemonType.allKnown.contains(type) { return try await typeTable().members(of: type) }
    let url = endpoints.document(.type, type.slug)
    let document = try await SharedDocuments.load(
      TypeDTO.self, from: url, with: loader, through: shared.types)
    let members = document.pokemon ?? []
    return Set(members.compactMap { ResourceID.trailingNumber(of: $0.pokemon.url) })
  }

  /// Each entry's traits from its `pokemon` and species documents, and an alternate
  /// form's `pokemon-form` document for the group of games that brought it.
  public func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits] {
    let urls = entries.map { endpoints.document(.pokemon, $0.id) }
    // The groups of games, read once, when an alternate form is met: it came with its
    // group's generation. A list that cannot read them still sorts; its forms then count
    // as coming with their species.
    let groups = OnceGroups { [reader] in
      (try? await RemoteTables(reader: reader, cache: nil).groups()) ?? []
    }
    return try await OrderedConcurrency.map(urls) { [self] url in
      let pokemon = try await loader.load(PokemonDTO.self, from: url)
      let speciesURL = try endpoints.resolve(pokemon.species.url, foundIn: url)
      let species = try await SharedDocuments.load(
        PokemonSpeciesDTO.self, from: speciesURL, with: loader, through: shared.species)
      var formCame: Int?
      if pokemon.isDefault == false,
        let group = try await forms([pokemon.name])[pokemon.name]?.versionGroup
      {
        formCame = await groups.value().first { $0.slug == group }?.generation
      }
      return PokemonTraits(
        id: pokemon.id,
        stats: (pokemon.stats ?? []).map { BaseStat(name: $0.stat.safeName, value: $0.baseStat) },
        rarity: species.rarity,
        came: [species.generation?.linkedID, formCame].compactMap { $0 }.max(),
        past: pokemon.pastValues())
    }
  }

  /// The `pokemon-form` document naming an alternate form ("Alolan Raichu"); `nil`, with
  /// no request, for a species' default Pokémon, which is named after its species.

  /// The names a row of `species`' Pokémon `slug` is named from: its species' alone for
  /// a default Pokémon; for a form, every form of the species too (their `pokemon-form`
  /// documents, once a run, then kept by the name cache) and, for Zygarde's, Power
  /// Construct's, so the row is told apart from its siblings in every language as the
  /// built-in data tells it.
  func rowNames(
    of slug: String, isDefault: Bool, species: PokemonSpeciesDTO
  ) async throws -> SpeciesFormNames {
    guard !isDefault else { return SpeciesFormNames(species: species, forms: [:]) }
    var others = (species.varieties ?? []).filter { !$0.isDefault }.map(\.pokemon.name)
    if !others.contains(slug) { others.append(slug) }
    var names = SpeciesFormNames(species: species, forms: try await forms(others))
    names.powerConstruct = try await powerConstruct(for: species)?.names
    return names
  }

  /// The Power Construct ability's document, for a species whose forms are named after
  /// it ("10% Zygarde (Power Construct)") in every language it speaks: one request a run,
  /// for Zygarde alone; `nil` for any other species, or when the server lacks it.
  func powerConstruct(for species: PokemonSpeciesDTO) async throws -> AbilityDTO? {
    let varieties = (species.varieties ?? []).map(\.pokemon.name)
    guard varieties.contains(where: { $0.contains(DisplayName.powerConstruct) }) else {
      return nil
    }
    let url = endpoints.document(.ability, DisplayName.powerConstruct)
    return try await Self.unlessMissing {
      try await SharedDocuments.load(
        AbilityDTO.self, from: url, with: loader, through: shared.abilities)
    }
  }

}

/// The groups of games, read the first time they are asked for and kept for the rest of
/// one `traits(of:)`.
private actor OnceGroups {
  private let read: @Sendable () async -> [GameGroup]
  private var kept: [GameGroup]?

  init(_ read: @escaping @Sendable () async -> [GameGroup]) {
    self.read = read
  }

  func value() async -> [GameGroup] {
    if let kept { return kept }
    let read = await read()
    kept = read
    return read
  }
}
