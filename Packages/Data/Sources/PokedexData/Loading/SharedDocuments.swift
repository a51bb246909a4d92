/// The documents one repository has already loaded, by kind, shared by all its copies.
///
/// Held by `RemotePokemonRepository` for its lifetime (one command), so no document is
/// fetched twice in a run, however many cards or rows need it.
struct SharedDocuments: Sendable {
  let species = SharedLoads<PokemonSpeciesDTO>()
  let types = SharedLoads<TypeDTO>()
  let abilities = SharedLoads<AbilityDTO>()
  let chains = SharedLoads<EvolutionChainDTO>()
  /// The types of every Pokémon, built once from the type documents.
  let typeTable = SharedLoads<TypesByPokemon>()
  /// Every species' slug and number, from the species list.
  let speciesCatalog = SharedLoads<SpeciesCatalog>()

  /// Loads `url` through `shared`, so every caller after the first waits for one fetch.
  static func load<Document: Decodable & Sendable>(
    _ type: Document.Type, from url: URL, with loader: DocumentLoader,
    through shared: SharedLoads<Document>
  ) async throws -> Document {
    try await shared.value(for: url) { try await loader.load(type, from: url) }
  }
}
