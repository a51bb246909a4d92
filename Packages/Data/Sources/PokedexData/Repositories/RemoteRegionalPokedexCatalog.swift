import Domain
/// Regional Pokédexes from PokeAPI itself. A page costs the `pokedex` document (its
/// members and their numbers, kept in the cache) and the rows of the page, which come
/// as every list's rows do: the national list and each species' default Pokémon's
/// summary, cached. A warm page asks nothing.
///
/// The list of Pokédexes is asked for only to name the nearest ones to a slug no
/// Pokédex has.
public struct RemoteRegionalPokedexCatalog: RegionalPokedexCatalog {
  let reader: PokeAPIReader
  let cache: ReferenceCache?
  let pokemon: any PokemonRepository

  public init(reader: PokeAPIReader, cache: ReferenceCache?, pokemon: any PokemonRepository) {
    self.reader = reader
    self.cache = cache
    self.pokemon = pokemon
  }

  public func pokedexNames() async throws -> [String] {
    try await reader.everyName(of: .pokedex).map { $0.name.safe }
  }

  public func entries(of slug: String) async throws -> [RegionalEntry] {
    try await page(of: slug, PageRequest(offset: 0, limit: Int.max))?.items ?? []
  }

  public func page(of slug: String, _ request: PageRequest) async throws
    -> Page<RegionalEntry>?
  {
    guard let members = try await members(of: slug) else { return nil }
    let slice = Page.slice(of: members, request)
    // A species' default Pokémon has the species' number as its own.
    let index = Dictionary(
      try await pokemon.index().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let shown = slice.items.compactMap { member in index[member.speciesID].map { (member, $0) } }
    let summaries = try await pokemon.summaries(shown.map(\.1))
    return Page(
      items: zip(shown, summaries).map {
        RegionalEntry(number: $0.0.number, pokemon: $1, pokedex: slug)
      },
      offset: slice.offset, limit: slice.limit, totalCount: slice.totalCount)
  }

  private func members(of slug: String) async throws -> [RegionalMember]? {
    try await RemotePokedexMembers(reader: reader, cache: cache).members(of: slug)
  }
}
