/// Finding Pokémon: a page of those matching some criteria, and the nearest names when
/// none does. `list`, `search` and the browser all page through it: it is the one way to
/// get a page of rows.
public struct SearchPokedex: Sendable {
  private let pokemon: any PokemonRepository
  private let queryFacts: (any PokemonQueryFacts)?

  /// Creates the use case over a repository (the cache over PokeAPI, in the app), and the
  /// facts that say a row's matchups when a list shows them (`nil`: none shown).
  public init(pokemon: any PokemonRepository, queryFacts: (any PokemonQueryFacts)? = nil) {
    self.pokemon = pokemon
    self.queryFacts = queryFacts
  }

  /// A page of the Pokémon matching `criteria`, with the summaries of that page only.
  ///
  /// It costs the national list (one request), one document per type the criteria name,
  /// the generation's document when one is named, and then the summaries shown: never one
  /// request per Pokémon of the whole list, but when sorting by a stat or asking for a
  /// rare class, which needs every match's traits (two documents each, cached after). A
  /// cache under the repository makes it free.
  public func page(
    _ criteria: SearchCriteria, _ request: PageRequest
  ) async throws -> Page<PokemonSummary> {
    let (matches, rows, traits) = try await ordered(criteria)
    let slice = Array(matches.dropFirst(request.offset).prefix(request.limit))
    var items: [PokemonSummary]
    if let rows {
      items = slice.compactMap { rows[$0.id] }
    } else {
      items = try await pokemon.summaries(slice)
    }
    if let generation = criteria.asIn?.generation, let traits {
      items = items.map { row in traits[row.id]?.types(in: generation).map(row.typed) ?? row }
    }
    if !criteria.shownStats.isEmpty {
      items = try await withStats(items, slice, criteria.shownStats, read: traits)
    }
    if !criteria.shownMatchups.isEmpty, let queryFacts {
      let matchups = try await queryFacts.matchups(
        of: items.map(\.id), against: criteria.shownMatchups)
      items = items.map { row in
        var shown = row
        shown.matchups = matchups[row.id]
        return shown
      }
    }
    return Page(
      items: items, offset: request.offset, limit: request.limit, totalCount: matches.count)
  }

  /// `items` with the base stats `shown`, from the traits the order already `read` (as in
  /// a game, when the list is) and the rest read now: free built in, two documents a
  /// Pokémon over another API the first time.
  private func withStats(
    _ items: [PokemonSummary], _ slice: [PokemonIndexEntry], _ shown: [PokemonSort],
    read: [Int: PokemonTraits]?
  ) async throws -> [PokemonSummary] {
    var traits = read ?? [:]
    let missing = slice.filter { traits[$0.id] == nil }
    if !missing.isEmpty {
      for read in try await pokemon.traits(of: missing) { traits[read.id] = read }
    }
    return items.map { row in
      guard let held = traits[row.id] else { return row }
      var shownRow = row
      shownRow.stats = Dictionary(
        shown.compactMap { sort in held.value(for: sort).map { (sort.rawValue, $0) } },
        uniquingKeysWith: { first, _ in first })
      return shownRow
    }
  }

  /// Every entry of the national list matching `criteria`, in the order it asks for.
  public func matches(_ criteria: SearchCriteria) async throws -> [PokemonIndexEntry] {
    try await ordered(criteria).matches
  }

  /// The matches of `criteria` in order, with every match's row when the order needed
  /// them (by name), so a page of them is not asked for again, and the traits read on the
  /// way: every Pokémon's as in the game when the list is told as in one (`asIn`), whose
  /// types its rows show, else the matches' when a stat order read them.
  private func ordered(
    _ criteria: SearchCriteria
  ) async throws -> (
    matches: [PokemonIndexEntry], rows: [Int: PokemonSummary]?, traits: [Int: PokemonTraits]?
  ) {
    if let generation = criteria.asIn?.generation {
      return try await orderedAsIn(generation, criteria)
    }
    return try await ordered(criteria, told: nil)
  }

  /// The matches as in `generation`: the Pokémon that had come by then, each of its types
  /// and base stats then deciding the type filters, the type words and the stat orders.
  /// It reads every Pokémon's traits, as a stat order does: free built in, two documents a
  /// Pokémon the first time over another API (cached after).
  private func orderedAsIn(
    _ generation: Int, _ criteria: SearchCriteria
  ) async throws -> (
    matches: [PokemonIndexEntry], rows: [Int: PokemonSummary]?, traits: [Int: PokemonTraits]?
  ) {
    // Only the Pokémon a list is narrowed to (favorites, an ability's holders) are read.
    var pool = try await pokemon.index()
    if let only = criteria.onlyIDs { pool = pool.filter { only.contains($0.id) } }
    let traits = try await pokemon.traits(of: pool)
      .filter { $0.hadCome(by: generation) }.map { $0.asIn(generation: generation) }
    let told = Dictionary(traits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var narrowed = criteria
    narrowed.onlyIDs = Set(told.keys).intersection(criteria.onlyIDs ?? Set(told.keys))
    let (matches, rows, _) = try await ordered(narrowed, told: told, in: generation)
    return (matches, rows, told)
  }

  /// The matches of `criteria` in order (`told`, the traits as in `generation`, when the
  /// list is told as in a game: its types are those the type filters see), with the
  /// matches' traits when the order read them.
  private func ordered(
    _ criteria: SearchCriteria, told: [Int: PokemonTraits]?, in generation: Int? = nil
  ) async throws -> (
    matches: [PokemonIndexEntry], rows: [Int: PokemonSummary]?, traits: [Int: PokemonTraits]?
  ) {
    async let index = pokemon.index()
    if criteria.isEverything, told == nil { return (try await index, nil, nil) }
    var typeMembers = try await withThrowingTaskGroup(
      of: (PokemonType, Set<Int>).self, returning: [PokemonType: Set<Int>].self
    ) { group in
      for type in criteria.typesToLoad {
        group.addTask { [pokemon] in (type, try await pokemon.pokemonIDs(ofType: type)) }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    var generationMembers: Set<Int>?
    if let generation = criteria.generation {
      generationMembers = Set(try await pokemon.pokemonIDs(inGeneration: generation))
    }
    if let told, let generation {
      typeMembers = PokedexSearch.typeMembers(typeMembers, told: told, in: generation)
    }
    var matches = PokedexSearch.filter(
      try await index, by: criteria, typeMembers: typeMembers,
      generationMembers: generationMembers)
    var read: [Int: PokemonTraits]?
    if criteria.sort.comparesStats || !criteria.rarities.isEmpty {
      let traits: [PokemonTraits]
      if let told {
        traits = matches.compactMap { told[$0.id] }
      } else {
        traits = try await pokemon.traits(of: matches)
      }
      read = Dictionary(traits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      matches = PokedexSearch.ordered(matches, traits: traits, by: criteria)
    }
    if criteria.ranksShownNames, criteria.sort == .number, !criteria.reversed,
      !criteria.namedIDs.isEmpty
    {
      let (ranked, rows) = try await shownNamesFirst(matches, criteria)
      return (ranked, rows, read)
    }
    guard criteria.sort == .name else { return (matches, nil, read) }
    // The names shown are in the rows: free from the built-in data or the cache, and a
    // request per species (and per form) from the network, kept for next time.
    let rows = try await pokemon.summaries(matches)
    let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return (PokedexSearch.byName(matches, rows: rows, reversed: criteria.reversed), byID, read)
  }

  /// `matches` with those whose name as shown (in the language asked for) holds a term
  /// that names Pokémon first, each part in number order: `search pi --language fr` puts
  /// Piafabec and Pikachu before Pidgey, found by its English name. Only where the rows
  /// are free to read (`ranksShownNames`).
  private func shownNamesFirst(
    _ matches: [PokemonIndexEntry], _ criteria: SearchCriteria
  ) async throws -> (matches: [PokemonIndexEntry], rows: [Int: PokemonSummary]?) {
    let rows = try await pokemon.summaries(matches)
    let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let keys = criteria.namedIDs.keys.map(SearchKey.of).filter { !$0.isEmpty }
    let shown = Set(rows.filter { row in
      let name = SearchKey.of(row.displayName)
      return keys.contains { name.contains($0) }
    }.map(\.id))
    let ranked = matches.filter { shown.contains($0.id) } + matches.filter { !shown.contains($0.id) }
    return (ranked, byID)
  }

  /// The names closest to the terms of `criteria` that match nothing; none when the
  /// national list cannot be had.
  public func suggestions(for criteria: SearchCriteria) async -> [String] {
    guard let index = try? await pokemon.index() else { return [] }
    return PokedexSearch.suggestions(for: criteria, in: index)
  }
}
