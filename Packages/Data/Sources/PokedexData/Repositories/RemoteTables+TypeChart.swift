import Domain
/// The type chart from PokeAPI itself: the eighteen battle types' documents (18 requests,
/// at most `maxConcurrentRequests` at once), which hold how each type is hurt today and in
/// earlier generations, and who has it. They are kept in the cache as one value, so
/// `type` and `types` share them and a warm run asks nothing.
///
/// A type PokeAPI adds to the battle types later is not charted until `PokemonType.allKnown`
/// names it; the list of types would cost a request on every cold run to learn of one.
extension RemoteTables: TypeChartRepository {
  public func chart(generation: Int?) async throws -> TypeChart {
    TypeFacts.chart(try await typeFacts(), generation: generation)
  }

  public func introduction(of type: PokemonType) async throws -> Int? {
    try await typeFacts().first { $0.type == type }?.generation
  }

  public func pokemonCount(having types: [PokemonType]) async throws -> Int {
    let facts = try await typeFacts()
    var having: Set<Int>?
    for type in Set(types) {
      let members = Set(facts.first { $0.type == type }?.pokemonIDs ?? [])
      having = having.map { $0.intersection(members) } ?? members
    }
    return having?.count ?? 0
  }

  public func moveCount(of type: PokemonType) async throws -> Int {
    try await typeFacts().first { $0.type == type }?.moveCount ?? 0
  }

  private func typeFacts() async throws -> [TypeFacts] {
    guard let cache else { return try await loadTypeFacts() }
    return try await cache.value(.every(.type)) { try await loadTypeFacts() }
  }

  private func loadTypeFacts() async throws -> [TypeFacts] {
    let reader = self.reader
    return try await OrderedConcurrency.map(PokemonType.allKnown) { type in
      TypeFacts(
        try await reader.loader.load(
          TypeRowDTO.self, from: reader.endpoints.document(.type, type.slug)))
    }
  }
}
