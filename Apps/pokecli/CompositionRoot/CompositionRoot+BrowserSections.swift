import Domain
import PokedexData
import Presentation

/// Where each of the browser's sections other than the Pokémon gets its rows and cards:
/// the same catalogs and repositories `moves`, `move`, `abilities`, `items`, `type` and
/// `nature` read, so the browser can show nothing those commands could not.
extension CompositionRoot {
  /// The sources of every section but the Pokémon, the favorites among the Pokémon
  /// `criteria` keep (`browse --type dragon --favorites`).
  func browserSources(within criteria: SearchCriteria) throws
    -> [BrowserSection: ReferenceSource]
  {
    [
      .moves: try moveSource(), .abilities: try abilitySource(), .items: try itemSource(),
      .types: try typeSource(), .natures: try natureSource(),
      .favorites: try favoritesSource(within: criteria),
    ]
  }

  /// The words of a query as the catalogs fold them.
  private static func folded(_ terms: [String]) -> [String] {
    terms.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty }
  }

  private func moveSource() throws -> ReferenceSource {
    let moves = ListMoves(catalog: try catalog(of: Move.self))
    let repository = try entries(of: Move.self)
    // Over another API who learns a move costs every learner's document: the card there
    // lists none rather than send a hundred requests on a key.
    let learners: (any MoveLearnersRepository)? =
      try builtInDatabase() == nil ? nil : try moveLearnersRepository()
    return ReferenceSource(
      page: { query, request in
        let criteria = MoveCriteria(
          terms: Self.folded(query.terms), sort: MoveSort(rawValue: query.sort) ?? .number)
        return try await moves.page(criteria, request).map(ReferenceRow.init(move:))
      },
      card: { query in
        let move = try await repository.entry(query)
        let learning = try await learners?.learners(of: .number(move.id), game: nil, method: nil)
        return .move(move, learners: learning ?? MoveLearners(game: nil, games: [], learners: []))
      })
  }

  private func abilitySource() throws -> ReferenceSource {
    let abilities = ListAbilities(catalog: try catalog(of: Ability.self))
    let repository = try entries(of: Ability.self)
    return ReferenceSource(
      page: { query, request in
        let criteria = AbilityCriteria(
          terms: Self.folded(query.terms), sort: AbilitySort(rawValue: query.sort) ?? .number)
        return try await abilities.page(criteria, request).map(ReferenceRow.init(ability:))
      },
      card: { .ability(try await repository.entry($0)) })
  }

  private func itemSource() throws -> ReferenceSource {
    let items = ListItems(catalog: try catalog(of: Item.self))
    let repository = try entries(of: Item.self)
    return ReferenceSource(
      page: { query, request in
        let criteria = ItemCriteria(
          terms: Self.folded(query.terms), sort: ItemSort(rawValue: query.sort) ?? .number)
        return try await items.page(criteria, request).map(ReferenceRow.init(item:))
      },
      card: { .item(try await repository.entry($0)) })
  }

  private func typeSource() throws -> ReferenceSource {
    let repository = try typeChartRepository()
    let types = LookUpTypes(repository: repository)
    let search = SearchPokedex(pokemon: try pokedexRepository())
    let theme = theme
    return ReferenceSource(
      page: { query, request in
        let chart = try await repository.chart(generation: nil)
        let rows = chart.types.enumerated().map { index, type in
          var row = ReferenceRow(type: type, number: index + 1, chart: chart)
          row.displayName = theme.name(of: type)
          return row
        }
        return Self.slice(
          rows, matching: query, request: request,
          names: { [$0.displayName, $0.name] })
      },
      card: { query in
        let chart = try await repository.chart(generation: nil)
        let type: PokemonType?
        switch query {
        case .number(let number):
          type = chart.types.indices.contains(number - 1) ? chart.types[number - 1] : nil
        case .name(let name):
          type = chart.types.first { $0.slug == NameNormalizer.slug(name) }
        }
        guard let type else { throw PokedexError.entryNotFound(.type, query, suggestions: []) }
        let matchups = try await types.matchups(of: [type], generation: nil)
        var pokemon: [PokemonSummary] = []
        while true {
          let page = try await search.page(
            SearchCriteria(types: [type]),
            PageRequest(offset: pokemon.count, limit: PageRequest.maximumLimit))
          pokemon += page.items
          guard !page.items.isEmpty, pokemon.count < page.totalCount else { break }
        }
        return .type(matchups, pokemon: pokemon)
      })
  }

  private func natureSource() throws -> ReferenceSource {
    let natures = try natureRepository()
    return ReferenceSource(
      page: { query, request in
        let rows = try await natures.natures().map(ReferenceRow.init(nature:))
        return Self.slice(
          rows, matching: query, request: request, names: { [$0.displayName, $0.name] })
      },
      card: { query in
        let all = try await natures.natures()
        let found = all.first { nature in
          switch query {
          case .number(let number): return nature.id == number
          case .name(let name): return nature.name == NameNormalizer.slug(name)
          }
        }
        guard let found else { throw PokedexError.entryNotFound(.nature, query, suggestions: []) }
        return .nature(found)
      })
  }

  private func favoritesSource(within filters: SearchCriteria) throws -> ReferenceSource {
    let repository = try pokedexRepository()
    let favorites = try favoritesRepository()
    return ReferenceSource(
      page: { query, request in
        // Read on every page: the favorites change while the browser is open.
        let listing = ListFavorites(pokemon: repository, favorites: try favorites.favorites())
        var criteria = filters
        criteria.terms = SearchCriteria(terms: query.terms).terms
        criteria.sort = PokemonSort(rawValue: query.sort) ?? .number
        return try await listing.page(criteria, request).map(ReferenceRow.init(pokemon:))
      },
      card: nil)
  }

  /// `request`'s slice of `rows` whose `names` hold every word of `query`, in its order.
  private static func slice(
    _ rows: [ReferenceRow], matching query: ReferenceQuery, request: PageRequest,
    names: (ReferenceRow) -> [String]
  ) -> Page<ReferenceRow> {
    let terms = query.terms.map { SearchKey.of($0) }.filter { !$0.isEmpty }
    var kept = rows.filter { row in
      let keys = names(row).map { SearchKey.of($0) }
      return terms.allSatisfy { term in keys.contains { $0.contains(term) } }
    }
    if query.sort == ReferenceSort.name.name {
      kept.sort { SearchKey.of($0.displayName) < SearchKey.of($1.displayName) }
    }
    return Page.slice(of: kept, request)
  }
}
