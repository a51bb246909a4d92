/// The search language's facts as any source's repositories tell them: over another API,
/// the documents `list` already reads (the index of Pokémon, a type's members, a
/// generation's species, an ability's holders), and for a move learned in a game the
/// learners `move --pokemon --game` reads; each kept in the cache once read.
///
/// The other terms throw `PokedexError.needsBuiltInData`, naming the term: stats, height
/// and weight, matchups and classes (every Pokémon's own documents would tell them), egg
/// groups, colours, shapes, habitats and Pokédexes (no port reads their documents), and a
/// move learned in any game (`MoveLearnersRepository` reads one game at a time). The
/// built-in data (`DatabaseQueryFacts`) answers them all.
public struct RepositoryQueryFacts: PokemonQueryFacts {
  private let pokemon: any PokemonRepository
  private let abilities: any EntryRepository<Ability>
  private let learners: any MoveLearnersRepository
  private let typeNamed: @Sendable (String) -> PokemonType?
  private let namedStartingWith: (@Sendable (String) async throws -> Set<Int>)?

  /// - Parameters:
  ///   - typeNamed: the type a word names in some language (`feu`), if any.
  ///   - namedStartingWith: the Pokémon whose name, or its species', starts with a
  ///     `SearchKey` in some language, as `search`'s words find them; `nil` where no
  ///     names in other languages are at hand.
  public init(
    pokemon: any PokemonRepository, abilities: any EntryRepository<Ability>,
    learners: any MoveLearnersRepository, typeNamed: @escaping @Sendable (String) -> PokemonType?,
    namedStartingWith: (@Sendable (String) async throws -> Set<Int>)?
  ) {
    self.pokemon = pokemon
    self.abilities = abilities
    self.learners = learners
    self.typeNamed = typeNamed
    self.namedStartingWith = namedStartingWith
  }

  public func everyID() async throws -> Set<Int> {
    Set(try await pokemon.index().map(\.id))
  }

  /// A part of a slug (as `search` matches words), a name in some language starting with
  /// the word, or a type's name.
  public func ids(matchingWord word: String) async throws -> Set<Int> {
    let term = SearchCriteria.fold(word)
    guard !term.isEmpty else { return [] }
    var ids = Set(
      try await pokemon.index().filter {
        PokedexSearch.matches(term: term, name: $0.name, types: [])
      }.map(\.id))
    let key = SearchKey.of(word)
    if key.count >= 2, let namedStartingWith { ids.formUnion(try await namedStartingWith(key)) }
    if let type = typeNamed(word) { ids.formUnion(try await pokemon.pokemonIDs(ofType: type)) }
    return ids
  }

  public func ids(with field: QueryField, named name: String) async throws -> Set<Int> {
    switch field {
    case .type:
      guard let type = typeNamed(name) else {
        let slugs = PokemonType.allKnown.map(\.slug)
        throw PokedexError.noSuchChoice(
          noun: "type", given: name, suggestions: NameSuggestions.closest(to: name, in: slugs),
          choices: slugs)
      }
      return try await pokemon.pokemonIDs(ofType: type)
    case .ability:
      guard let query = try? EntryQuery.parse(name) else {
        throw PokedexError.entryNotFound(.ability, .name(name), suggestions: [])
      }
      return Set(try await abilities.entry(query).holders.map(\.id))
    case .eggGroup, .color, .shape, .habitat, .pokedex:
      throw PokedexError.needsBuiltInData(term: QueryCondition.named(field, name).description)
    }
  }

  /// The move's learners in `game`, as `move --pokemon --game` reads them; without a
  /// game, none: the learners are read one game at a time.
  public func ids(
    learning move: String, in game: String?, by method: String?
  ) async throws -> Set<Int> {
    guard let game else {
      throw PokedexError.needsBuiltInData(
        term: QueryCondition.learns(move: move, game: game, method: method).description)
    }
    guard let query = try? EntryQuery.parse(move) else {
      throw PokedexError.entryNotFound(.move, .name(move), suggestions: [])
    }
    let learned = try await learners.learners(of: query, game: game, method: method)
    return Set(learned.learners.map(\.pokemonID))
  }

  /// Each generation's species, from its document, with their forms.
  public func ids(inGenerations generations: ClosedRange<Int>) async throws -> Set<Int> {
    var ids = Set<Int>()
    for generation in generations {
      ids.formUnion(try await pokemon.pokemonIDs(inGeneration: generation))
    }
    return ids
  }

  public func ids(of pokemonClass: PokemonClass) async throws -> Set<Int> {
    throw PokedexError.needsBuiltInData(term: QueryCondition.isA(pokemonClass).description)
  }

  public func ids(
    where lhs: QueryQuantity, _ comparison: QueryComparison, _ rhs: QueryQuantity
  ) async throws -> Set<Int> {
    throw PokedexError.needsBuiltInData(
      term: QueryCondition.compare(lhs, comparison, rhs).description)
  }

  public func ids(
    where quantity: QueryQuantity, within range: ClosedRange<Double>
  ) async throws -> Set<Int> {
    throw PokedexError.needsBuiltInData(term: QueryCondition.within(quantity, range).description)
  }

  public func ids(taking matchup: QueryMatchup, from type: String) async throws -> Set<Int> {
    throw PokedexError.needsBuiltInData(term: QueryCondition.matchup(matchup, type).description)
  }

  public func matchups(
    of ids: [Int], against types: [String]
  ) async throws -> [Int: [QueryMatchupValue]] {
    throw PokedexError.needsBuiltInData(
      term: types.map { QueryCondition.matchup(.weak, $0).description }.joined(separator: ", "))
  }
}
