import Domain
/// One Pokémon from PokeAPI: everything pokecli shows of it, as concurrently as the links
/// allow.
///
/// `pokemon` first (or, for a species name such as `giratina`, its `pokemon-species` and
/// then its default variety); then its species, types and abilities side by side; then
/// the `pokemon-form` documents of the species' alternate forms, and the species'
/// evolution chain with the other species in it and the items, moves, places and forms
/// its steps name, and its egg groups, all for their names. Every request goes through the shared
/// limiter, and no document is fetched twice in a run.
extension RemotePokemonRepository {
  /// PokeAPI answers a list of every name when asked for more than it holds.
  static let everyName = PageRequest(offset: 0, limit: RemotePokemonRepository.everything)

  public func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    let found = try await resolve(query)
    async let types = loadTypes(of: found.pokemon, foundIn: found.url)
    async let abilities = loadAbilities(of: found.pokemon, foundIn: found.url)
    let (species, speciesURL) = try await species(of: found)
    let otherForms = (species.varieties ?? []).filter { !$0.isDefault }.map(\.pokemon.name)
    async let forms = self.forms(otherForms)
    async let eggGroups = documentNames(of: species.eggGroups ?? [], foundIn: speciesURL)
    let evolution = try await loadEvolution(of: species, foundIn: speciesURL)
    var abilityDocuments = try await abilities
    if abilityDocuments[DisplayName.powerConstruct] == nil {
      abilityDocuments[DisplayName.powerConstruct] = try await powerConstruct(for: species)
    }
    return PokemonMapping(
      pokemon: found.pokemon, species: species, types: try await types,
      abilities: abilityDocuments, evolution: evolution, formsBySlug: try await forms,
      eggGroupNames: try await eggGroups
    ).assembled()
  }

  /// The summary of the Pokémon `query` names: its `pokemon` and species documents, and
  /// an alternate form's `pokemon-form` document.
  public func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    let found = try await resolve(query)
    let species = try await species(of: found).document
    return found.pokemon.toSummary(
      names: try await rowNames(
        of: found.pokemon.name, isDefault: found.pokemon.isDefault ?? true, species: species))
  }

  // MARK: - Finding the Pokémon

  private func species(of found: Found) async throws -> (document: PokemonSpeciesDTO, url: URL) {
    let url = try endpoints.resolve(found.pokemon.species.url, foundIn: found.url)
    if let known = found.species { return (known, url) }
    let document = try await SharedDocuments.load(
      PokemonSpeciesDTO.self, from: url, with: loader, through: shared.species)
    return (document, url)
  }

  fileprivate struct Found {
    let url: URL
    let pokemon: PokemonDTO
    /// The species document, when it had to be read to find the Pokémon.
    let species: PokemonSpeciesDTO?
  }

  private func resolve(_ query: EntryQuery) async throws -> Found {
    let url = endpoints.document(.pokemon, query.pathComponent)
    do {
      let pokemon = try await reader.answer(PokemonDTO.self, at: url, answering: query).document
      return Found(url: url, pokemon: pokemon, species: nil)
    } catch PokedexError.notFound {
      guard case .name(let slug) = query else {
        throw PokedexError.entryNotFound(.pokemon, query, suggestions: [])
      }
      return try await resolveSpecies(named: slug, query: query)
    }
  }

  /// A species name whose default Pokémon has another name: `giratina` → `giratina-altered`;
  /// or a name written without its hyphens (`porygonz`, `jangmoo`), found in the lists.
  private func resolveSpecies(named slug: String, query: EntryQuery) async throws -> Found {
    let speciesURL = endpoints.document(.pokemonSpecies, slug)
    let species: PokemonSpeciesDTO
    do {
      species = try await reader.answer(
        PokemonSpeciesDTO.self, at: speciesURL, answering: query
      ).document
    } catch PokedexError.notFound {
      // The lists are a courtesy: if they cannot be had, say so without suggestions.
      let names = (try? await everyName()) ?? []
      let compact = NameNormalizer.compact(slug)
      if let spelled = names.first(where: { NameNormalizer.compact($0) == compact }),
        spelled != slug, Self.isPlainSlug(spelled)
      {
        return try await resolve(.name(spelled))
      }
      throw PokedexError.entryNotFound(.pokemon, 
        query, suggestions: NameSuggestions.closest(to: slug, in: names))
    }
    let varieties = species.varieties ?? []
    guard let variety = varieties.first(where: \.isDefault) ?? varieties.first else {
      throw PokedexError.invalidResponse(
        url: speciesURL.absoluteString, reason: "the species lists no Pokémon")
    }
    let url = try endpoints.resolve(variety.pokemon.url, foundIn: speciesURL)
    let pokemon = try await reader.answer(
      PokemonDTO.self, at: url, answering: .name(variety.pokemon.name)
    ).document
    return Found(url: url, pokemon: pokemon, species: species)
  }

  /// Every Pokémon and species name, from two requests; Pokémon first. One after the
  /// other: each list's decoded document is let go before the next is read, so a run holds
  /// one at a time (two lists of 25,000 long names decoded side by side took 120 MB).
  private func everyName() async throws -> [String] {
    let pokemonURL = endpoints.list(.pokemon, limit: Self.everyName.limit)
    let speciesURL = endpoints.list(.pokemonSpecies, limit: Self.everyName.limit)
    let pokemon = try await loader.load(PokemonListPageDTO.self, from: pokemonURL).results
      .map(\.name)
    let species = try await loader.load(PokemonListPageDTO.self, from: speciesURL).results
      .map(\.name)
    return pokemon + species
  }

  // MARK: - What a Pokémon is made of

  private func loadTypes(of pokemon: PokemonDTO, foundIn url: URL) async throws -> [TypeDTO] {
    let links = try pokemon.types.sorted { $0.slot < $1.slot }
      .map { try endpoints.resolve($0.type.url, foundIn: url) }
    return try await OrderedConcurrency.map(links) { [loader, shared] link in
      try await SharedDocuments.load(TypeDTO.self, from: link, with: loader, through: shared.types)
    }
  }

  private func loadAbilities(
    of pokemon: PokemonDTO, foundIn url: URL
  ) async throws -> [String: AbilityDTO] {
    // Today's abilities and those some older generation had, for their names.
    let slots = (pokemon.abilities ?? []) + (pokemon.pastAbilities ?? []).flatMap(\.abilities)
    let links = Set(slots.compactMap { $0.ability?.url })
    let urls = try links.sorted().map { try endpoints.resolve($0, foundIn: url) }
    let documents = try await OrderedConcurrency.map(urls) { [loader, shared] link in
      try await SharedDocuments.load(
        AbilityDTO.self, from: link, with: loader, through: shared.abilities)
    }
    return Dictionary(documents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  private func loadEvolution(
    of species: PokemonSpeciesDTO, foundIn speciesURL: URL
  ) async throws -> EvolutionFamily? {
    guard let link = species.evolutionChain?.url else { return nil }
    let chainURL = try endpoints.resolve(link, foundIn: speciesURL)
    let chain = try await SharedDocuments.load(
      EvolutionChainDTO.self, from: chainURL, with: loader, through: shared.chains)
    let others = try chain.chain.allLinks.map(\.species).filter { $0.name != species.name }
      .map { try endpoints.resolve($0.url, foundIn: chainURL) }
    async let names = loadEvolutionNames(of: chain, foundIn: chainURL)
    let loaded = try await OrderedConcurrency.map(others) { [loader, shared] url in
      try await SharedDocuments.load(
        PokemonSpeciesDTO.self, from: url, with: loader, through: shared.species)
    }
    var byName = Dictionary(loaded.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    byName[species.name] = species
    return EvolutionFamily(chain: chain.chain, species: byName, names: try await names)
  }
}
