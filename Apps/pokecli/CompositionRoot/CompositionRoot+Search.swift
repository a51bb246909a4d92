import PokedexData
import Domain

/// How the words of a search are read, for `search` and `browse`'s search as you type
/// alike: in the language shown, and against names in every language.
extension CompositionRoot {
  /// The words to match, a word that names a type in the language shown (not English,
  /// whose type words are already slugs) read as that type: `search eau` in French is
  /// `search water`, where in English "eau" is part of Beautifly.
  func searchTerms(_ words: [String]) -> [String] {
    let language = environment.vocabulary.language
    guard language != "en" else { return words }
    return words.map { TypeNames.slug(named: $0, in: language) ?? $0 }
  }

  /// `criteria` with, for each term but a type's, the Pokémon whose name, or its
  /// species', starts with it in some language: `search glurak` finds Charizard and its
  /// forms, as `search charizard` does. Forms' own names are left out: "Fire Arceus" names
  /// a form of Arceus, not a fire-type Pokémon.
  ///
  /// The names are the built-in data's, whatever the API (every PokeAPI numbers its
  /// Pokémon alike). Where the built-in data answers, its rows are free, so the matches
  /// named in the language shown come first (`ranksShownNames`); over another API the
  /// rows would cost requests, and the matches keep their order.
  func withNames(_ criteria: SearchCriteria) async throws -> SearchCriteria {
    var named = criteria
    let answers = try builtInDatabase()
    guard let database = answers ?? embeddedDatabase() else { return named }
    let types = Set(PokemonType.allKnown.map(\.slug))
    for term in criteria.terms where !types.contains(term) {
      let key = SearchKey.of(term)
      guard key.count >= 2 else { continue }
      let ids = try await database.pokemonIDs(namedStartingWith: key)
      if !ids.isEmpty { named.namedIDs[term] = ids }
    }
    named.ranksShownNames = answers != nil
    return named
  }
}

/// The search language (docs/search.md), read the same way by `search`, `list` and
/// browse's search line: one way to answer a query.
extension CompositionRoot {
  /// The words read as one query, joined by spaces: `search fire flying` is the query
  /// `fire flying`.
  /// - Throws: `PokedexError.badQuery` (a usage error, exit 64) naming the term at fault.
  static func query(reading words: [String]) throws(PokedexError) -> PokemonQuery {
    do {
      return try PokemonQueryParser.parse(words.joined(separator: " "))
    } catch {
      throw .badQuery(error)
    }
  }

  /// `criteria` narrowed and ordered by `query`: its plain words matched as `search`
  /// matches words, its other conditions answered by the built-in data, its sort term
  /// the order, and the stats it mentions shown as columns.
  /// - Throws: `PokedexError.badQuery` (a usage error, exit 64) for a word that names no
  ///   stat; `PokedexError.needsBuiltInData` over another API, whose documents do not say
  ///   everything a term asks; `noSuchChoice` for a name that names nothing.
  func applying(_ query: PokemonQuery, to criteria: SearchCriteria) async throws -> SearchCriteria {
    let query = try await readingStatNames(query)
    let (plain, conditions) = query.plainWordsAndRest
    let words = SearchCriteria(terms: searchTerms(plain))
    var applied = criteria
    applied.terms = words.terms
    applied.rarities.formUnion(words.rarities)
    applied = try await withNames(applied)
    if let sort = query.sort {
      applied.sort = sort.key
      applied.reversed = sort.reversed
    }
    // `--sort`'s stat keeps its column beside those the query compares or sorts by.
    let shown = Set(applied.shownStats + query.shownStats)
    applied.shownStats = PokemonSort.statsInGameOrder.filter(shown.contains)
    applied.shownMatchups = query.shownMatchups
    return try await narrowed(applied, by: conditions)
  }

  /// `query` with the stats named in another language ("vitesse > 100") read as the stat
  /// they name, so a column shows it; unchanged without the built-in data.
  private func readingStatNames(_ query: PokemonQuery) async throws -> PokemonQuery {
    let words = query.statWords
    guard !words.isEmpty, let database = try builtInDatabase() else { return query }
    var slugs: [String: String] = [:]
    for word in words { slugs[word] = try await database.statSlug(named: word) }
    return query.readingStats(slugs)
  }

  /// `criteria` narrowed to the Pokémon for which every one of `conditions` holds.
  private func narrowed(
    _ criteria: SearchCriteria, by conditions: [QueryTerm<QueryCondition>]
  ) async throws -> SearchCriteria {
    guard !conditions.isEmpty else { return criteria }
    let ids = try await ids(answering: conditions)
    var narrowed = criteria
    narrowed.onlyIDs = criteria.onlyIDs.map { $0.intersection(ids) } ?? ids
    return narrowed
  }

  /// The Pokémon for which every one of `conditions` holds: the built-in data answers
  /// every term; without it, the API's documents answer types, abilities, generations and
  /// moves learned in a game, and say which other term needs the built-in data
  /// (`RepositoryQueryFacts`).
  private func ids(answering conditions: [QueryTerm<QueryCondition>]) async throws -> Set<Int> {
    if let database = try builtInDatabase() {
      return try await EvaluateKindQuery(facts: DatabaseQueryFacts(database: database))
        .ids(conditions)
    }
    // Names in every language are the built-in data's, whatever the API (`withNames`).
    var namedStartingWith: (@Sendable (String) async throws -> Set<Int>)?
    if let names = embeddedDatabase() {
      namedStartingWith = { key in try await names.pokemonIDs(namedStartingWith: key) }
    }
    // A build of no tables has no names of types: their slugs still name them.
    let typeNamed: @Sendable (String) -> PokemonType? = { word in
      let slug = TypeNames.slug(named: word) ?? SearchCriteria.fold(word)
      return PokemonType.allKnown.first { $0.slug == slug }
    }
    let facts = RepositoryQueryFacts(
      pokemon: try pokedexRepository(), abilities: try entries(of: Ability.self),
      learners: try moveLearnersRepository(), typeNamed: typeNamed,
      namedStartingWith: namedStartingWith)
    return try await EvaluateKindQuery(facts: facts).ids(conditions)
  }
}
