/// Bringing the cache up to date with PokeAPI (`update`): the national list (so new
/// Pokémon are listed), the members of each type and each generation's species (so
/// searches find them), then every Pokémon's card and row.
///
/// Cards already fresh in the cache are skipped, so an interrupted update resumes where it
/// stopped; what it stores is newer than the built-in data and takes precedence over it.
/// Each card must bear the name the national list gave its id: a list cannot rename a
/// Pokémon.
public struct UpdatePokedex: Sendable {
  private let pokemon: any PokemonRepository
  private let cache: any PokemonCacheStatus

  /// Creates the use case over the cache over PokeAPI (never over built-in data, which
  /// would answer in PokeAPI's place).
  public init(pokemon: any PokemonRepository, cache: any PokemonCacheStatus) {
    self.pokemon = pokemon
    self.cache = cache
  }

  /// Updates the lists of `types` and `generations` and every Pokémon's card; `progress`
  /// hears after each Pokémon how many are done.
  /// - Throws: what stops it before the cards: the national list or a list that cannot
  ///   be had. A card that fails is in the report, and the others still load.
  public func callAsFunction(
    types: [PokemonType], generations: [Int],
    progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void
  ) async throws -> PrefetchReport {
    let prefetch = PrefetchPokemon(pokemon: pokemon, cache: cache)
    let ids = try await prefetch.ids(for: .all)
    for type in types { _ = try await pokemon.pokemonIDs(ofType: type) }
    for generation in generations { _ = try await pokemon.pokemonIDs(inGeneration: generation) }
    // The list is cached by now: reading it again costs no request. A list that gives
    // one id two names is wrong about one of them, so every name is checked.
    let listed = Dictionary(grouping: try await pokemon.index(), by: \.id).mapValues {
      $0.map(\.name)
    }
    var seen = Set<Int>()
    let unique = ids.filter { seen.insert($0).inserted }
    return await prefetch(unique, listedAs: listed, progress: progress)
  }
}
