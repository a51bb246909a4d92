import Domain
/// The names (in every language) a card needs beyond its species: of its forms, and of the items,
/// moves, places and forms its evolution family names.
///
/// Each is one small document, fetched once per run and shared; a document the server
/// does not have (404) leaves the name to be said from its slug, but any other failure
/// fails the card, so a passing outage is never cached as a worse name.
extension RemotePokemonRepository {
  /// The names the steps of `chain` need.
  func loadEvolutionNames(
    of chain: EvolutionChainDTO, foundIn chainURL: URL
  ) async throws -> EvolutionNames {
    let links = chain.chain.allLinks
    var named: [NamedAPIResourceDTO] = []
    var formSlugs: [String] = []
    for link in links {
      for detail in link.evolutionDetails {
        for item in detail.namedLinks where !named.contains(item) { named.append(item) }
        let forms = [detail.baseForm, detail.evolvedForm].compactMap { $0?.name }
        for slug in forms where !formSlugs.contains(slug) && !isSpecies(slug, in: links) {
          formSlugs.append(slug)
        }
      }
    }
    async let documents = OrderedConcurrency.map(named) { [self] link in
      (link.url, try await self.names(of: link, foundIn: chainURL))
    }
    let forms = try await self.forms(formSlugs)
    var evolutionNames = EvolutionNames(forms: forms)
    for (url, names) in try await documents {
      if let names { evolutionNames.documents[url] = names }
    }
    return evolutionNames
  }

  /// The names in the `pokemon-form` documents of `slugs` (slugs of Pokémon, whose
  /// own form has the same slug), by slug, from the name cache when it has them; those the
  /// server lacks are left out.
  func forms(_ slugs: [String]) async throws -> [String: DocumentNames] {
    let wanted = slugs.filter(Self.isPlainSlug)
    let loaded = try await OrderedConcurrency.map(wanted) { [self] slug in
      let resource = PokeAPIResource.pokemonForm.rawValue
      if let kept = nameCache?.names(resource, slug) { return (slug, Optional(kept)) }
      let url = endpoints.document(.pokemonForm, slug)
      let form = try await sharedNames.forms.value(for: url) { [loader] in
        try await Self.unlessMissing { try await loader.load(PokemonFormDTO.self, from: url) }
      }
      let names = form.map {
        DocumentNames(names: $0.names, formNames: $0.formNames, versionGroup: $0.versionGroup)
      }
      if let names { nameCache?.keep(names, resource, slug) }
      return (slug, names)
    }
    var bySlug: [String: DocumentNames] = [:]
    for (slug, names) in loaded { bySlug[slug] = names }
    return bySlug
  }

  /// The names of the documents `links` (egg groups), by slug, from the name cache when
  /// it has them; those the server lacks are left out.
  func documentNames(
    of links: [NamedAPIResourceDTO], foundIn url: URL
  ) async throws -> [String: DocumentNames] {
    let named = try await OrderedConcurrency.map(links) { [self] link in
      (link.name, try await self.names(of: link, foundIn: url))
    }
    var bySlug: [String: DocumentNames] = [:]
    for (slug, names) in named {
      if let names { bySlug[slug] = names }
    }
    return bySlug
  }

  /// The names of the item, move, place or egg group `link`, from the name cache when it
  /// has them; `nil` when the server has no such document.
  private func names(
    of link: NamedAPIResourceDTO, foundIn chainURL: URL
  ) async throws -> DocumentNames? {
    let url = try endpoints.resolve(link.url, foundIn: chainURL)
    let parts = url.pathComponents.suffix(2)
    let (resource, key) = (parts.first ?? "", parts.last ?? "")
    if let kept = nameCache?.names(resource, key) { return kept }
    let document = try await sharedNames.named.value(for: url) { [loader] in
      try await Self.unlessMissing { try await loader.load(NamedDocumentDTO.self, from: url) }
    }
    guard let document else { return nil }
    let names = DocumentNames(names: document.names)
    nameCache?.keep(names, resource, key)
    return names
  }

  /// Whether `slug` is a species of the family, whose name the species document gives.
  private func isSpecies(_ slug: String, in links: [EvolutionChainDTO.Link]) -> Bool {
    links.contains { $0.species.name == slug }
  }

  /// Whether `slug` may go into a path as it is: lower-case letters, digits and hyphens.
  static func isPlainSlug(_ slug: String) -> Bool {
    !slug.isEmpty && slug.count <= 80 && slug.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }
  }

  /// `load()`'s document, or `nil` when the server has none.
  static func unlessMissing<Document: Sendable>(
    _ load: () async throws -> Document
  ) async throws -> Document? {
    do {
      return try await load()
    } catch PokedexError.notFound {
      return nil
    }
  }
}
