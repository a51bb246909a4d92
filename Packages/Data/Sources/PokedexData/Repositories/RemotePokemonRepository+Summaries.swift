import Domain
/// List rows, read without the Pokémon's own `pokemon` document (100–500 KB each, most of
/// it moves, for two types).
///
/// A row's types come from the table of the eighteen type documents, which every row
/// shares: 18 requests once, then kept by `LookupCache`. Its name comes from its species
/// document (one request per distinct species), and an alternate form's also from the
/// `pokemon-form` documents of its species' forms, so it is told apart from them in every
/// language (each read once a run, then kept); the form finds its species in the species
/// list (one request, kept too). A cold first page of 20 species costs 1 + 18 + 20 requests and about a
/// fifth of the bytes the `pokemon` documents would; every later page 20.
///
/// A row the tables do not place (a Pokémon newer than the kept table, or a server whose
/// documents lack the links) is read from its `pokemon` document as before, so nothing is
/// shown on a guess: the species must list the Pokémon among its varieties.
extension RemotePokemonRepository {
  public func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    try await OrderedConcurrency.map(entries) { [self] entry in
      if let summary = try await listedSummary(of: entry) { return summary }
      return try await documentedSummary(of: entry)
    }
  }

  /// The row of `entry` from the type table, its species and, for a form, its
  /// `pokemon-form` document; `nil` when they do not place it.
  private func listedSummary(of entry: PokemonIndexEntry) async throws -> PokemonSummary? {
    guard Self.isPlainSlug(entry.name) else { return nil }
    async let table = typeTable()
    guard let speciesURL = try await speciesURL(of: entry),
      let species = try await Self.unlessMissing({
        try await SharedDocuments.load(
          PokemonSpeciesDTO.self, from: speciesURL, with: loader, through: shared.species)
      })
    else { return nil }
    let variety = species.varieties?.first { variety in
      variety.pokemon.name == entry.name
        && ResourceID.trailingNumber(of: variety.pokemon.url) == entry.id
    }
    guard let variety, let types = try await table.types(of: entry.id), !types.isEmpty else {
      return nil
    }
    return PokemonSummary.named(
      id: entry.id, slug: entry.name.safe,
      names: try await rowNames(of: entry.name, isDefault: variety.isDefault, species: species),
      isDefault: variety.isDefault, types: types)
  }

  /// The row of `entry` from its `pokemon` document, its species and, for a form, its
  /// `pokemon-form` document: 2 or 3 requests.
  private func documentedSummary(of entry: PokemonIndexEntry) async throws -> PokemonSummary {
    let url = endpoints.document(.pokemon, entry.id)
    let pokemon = try await reader.answer(
      PokemonDTO.self, at: url, answering: .number(entry.id)
    ).document
    let speciesURL = try endpoints.resolve(pokemon.species.url, foundIn: url)
    let species = try await SharedDocuments.load(
      PokemonSpeciesDTO.self, from: speciesURL, with: loader, through: shared.species)
    return pokemon.toSummary(
      names: try await rowNames(of: pokemon.name, isDefault: pokemon.isDefault ?? true, species: species))
  }

  /// PokeAPI numbers a species' default Pokémon as the species, and alternate forms from
  /// 10001.
  static let lastSpeciesID = 10_000

  /// Where `entry`'s species document should be: its own number for a species' default
  /// Pokémon, else the species its slug starts with; `nil` when none.
  private func speciesURL(of entry: PokemonIndexEntry) async throws -> URL? {
    let number: Int?
    if entry.id <= Self.lastSpeciesID {
      number = entry.id
    } else {
      number = try await speciesCatalog().species(ofForm: entry.name)
    }
    return number.map { endpoints.document(.pokemonSpecies, $0) }
  }

  /// The types of every Pokémon the eighteen type documents list, loaded once per run and
  /// kept between runs; a type the server lacks lists nobody.
  func typeTable() async throws -> TypesByPokemon {
    try await shared.typeTable.value(for: endpoints.index(.type)) { [self] in
      guard let lookupCache else { return try await loadTypeTable() }
      return try await lookupCache.table("types") { try await loadTypeTable() }
    }
  }

  private func loadTypeTable() async throws -> TypesByPokemon {
    let documents = try await OrderedConcurrency.map(PokemonType.allKnown) { [self] type in
      let url = endpoints.document(.type, type.slug)
      let document = try await Self.unlessMissing {
        try await SharedDocuments.load(TypeDTO.self, from: url, with: loader, through: shared.types)
      }
      return document.map { (type: type, document: $0) }
    }
    return TypesByPokemon(documents.compactMap { $0 })
  }

  /// The species list, loaded once per run and kept between runs; empty when the server
  /// has none.
  private func speciesCatalog() async throws -> SpeciesCatalog {
    try await shared.speciesCatalog.value(for: endpoints.index(.pokemonSpecies)) {
      [self] in
      let load = { [self] in
        SpeciesCatalog(try await Self.unlessMissing { try await catalog(.pokemonSpecies) } ?? [])
      }
      guard let lookupCache else { return try await load() }
      return try await lookupCache.table("species", build: load)
    }
  }
}
