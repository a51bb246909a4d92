import Foundation

extension PokemonRepository {
  /// A page of the Pokémon matching `criteria`, with the rows' documents loaded for that
  /// page only.
  ///
  /// It costs the national list (one request), one document per type the criteria name,
  /// the generation's document when one is named, and then the displayed rows: never one
  /// request per Pokémon of the whole list. A cache under the repository makes it free.
  public func find(_ criteria: SearchCriteria, page request: PageRequest) async throws
    -> Page<PokemonSummary>
  {
    if criteria.isEverything { return try await page(request) }
    let matches = try await matchingEntries(criteria)
    let slice = Array(matches.dropFirst(request.offset).prefix(request.limit))
    return Page(
      items: try await summaries(slice), offset: request.offset, limit: request.limit,
      totalCount: matches.count)
  }

  /// Every entry of the national list matching `criteria`, in order.
  public func matchingEntries(_ criteria: SearchCriteria) async throws -> [PokemonIndexEntry] {
    async let index = index()
    let typeMembers = try await withThrowingTaskGroup(
      of: (PokemonType, Set<Int>).self, returning: [PokemonType: Set<Int>].self
    ) { group in
      for type in criteria.typesToLoad {
        group.addTask { (type, try await pokemonIDs(ofType: type)) }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    var generationSpecies: Set<Int>?
    if let generation = criteria.generation {
      generationSpecies = Set(try await speciesIDs(inGeneration: generation))
    }
    return PokedexSearch.filter(
      try await index, by: criteria, typeMembers: typeMembers,
      generationSpecies: generationSpecies)
  }

  /// The names closest to the terms of `criteria` that match nothing.
  public func suggestions(for criteria: SearchCriteria) async -> [String] {
    guard let index = try? await index() else { return [] }
    return PokedexSearch.suggestions(for: criteria, in: index)
  }
}
