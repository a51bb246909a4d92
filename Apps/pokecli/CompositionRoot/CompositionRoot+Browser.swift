import PokedexData
import Domain
import Infrastructure
import Presentation

/// The interactive browser's store: the list it starts on, the card, the live search and
/// the favorites, over the same repositories as every other command.
extension CompositionRoot {
  /// The browser's store: the list `browse` starts on (the Pokémon matching `criteria`,
  /// or only the favorites among them), the card through the cache, the live search within
  /// that list, and favorites saved as `favorite` saves them.
  @MainActor
  func browserStore(
    criteria: SearchCriteria, favoritesOnly: Bool, title: String, size: TerminalSize,
    asIn game: GameGroup? = nil, entriesOf shownGame: String? = nil
  ) throws -> Store<Browser.State, Browser.Action> {
    let repository = try pokedexRepository()
    let learnsets = try learnsetRepository()
    let search = SearchPokedex(pokemon: repository)
    let favorites = try favoritesRepository()
    var loadSprite: (@Sendable (Pokemon, SpriteVariant) async throws -> SpriteChoice)?
    if theme.drawsSprites {
      let useCase = LoadSprite(sprites: try spriteRepository())
      loadSprite = { try await useCase($0, $1) }
    }
    let editFavorites = EditFavorites(pokemon: repository, favorites: favorites)
    let page: @Sendable (SearchCriteria, PageRequest) async throws -> Page<PokemonSummary> = {
      criteria, request in try await search.page(criteria, request)
    }
    // The search line reads the search language, as `search` does.
    let matching: @Sendable ([String]) async throws -> SearchCriteria = { [self] words in
      try await applying(Self.query(reading: words), to: criteria)
    }
    let emptyReason: PokemonList.EmptyReason =
      criteria.isEverything ? .nothingToShow : .noFilterMatches
    var initial = Browser.State(
      list: PokemonList.State(emptyReason: emptyReason), title: title, size: size,
      favorites: favoriteIDs(), sections: ShownKinds.browserSections,
      pokemonSorts: PokemonSort.allCases)
    // `--favorites` opens on the Favorites section, the whole Pokédex a key away.
    if favoritesOnly { initial.section = .favorites }
    // The game as typed (`red`): a Pokédex entry is a version's, not its group's.
    initial.game = shownGame ?? game?.slug
    initial.favoritesNarrowed = !criteria.isEverything
    var browser = Browser(
        list: PokemonList { try await page(criteria, $0) },
        detail: PokemonDetail(loadPokemon: try pokemonLoader(asIn: game?.slug), loadSprite: loadSprite),
        searchPage: { words, request in try await page(try await matching(words), request) },
        suggest: { words in
          guard let matched = try? await matching(words) else { return [] }
          return await search.suggestions(for: matched)
        },
        toggleFavorite: { try editFavorites.toggle($0) },
        // The built-in data answers a search in milliseconds: no key waits on a debounce.
        searchDebounce: try builtInDatabase() == nil ? Browser.debounce : nil,
        sources: try browserSources(within: criteria, asIn: game),
        order: Browser.PokemonOrder(
          page: { sort, request in
            var sorted = criteria
            sorted.sort = sort
            return try await search.page(sorted, request)
          },
          values: { sort, rows in
            var traits = try await repository.traits(
              of: rows.map { PokemonIndexEntry(id: $0.id, name: $0.name) })
            // The values shown are the game's, as the order is.
            if let generation = game?.generation {
              traits = traits.map { $0.asIn(generation: generation) }
            }
            return Dictionary(
              traits.compactMap { traits in traits.value(for: sort).map { (traits.id, $0) } },
              uniquingKeysWith: { first, _ in first })
          }),
        // A card's moves open on `game`'s, and step from there.
        learnset: { [learnsets] in try await learnsets.learnset($0, game: $1 ?? game?.slug) },
        speedTiers: try speedTiersOnCards(asIn: game?.slug),
        // Where a card's Pokémon is met, in the game browsed (as typed: `red`), or every game.
        whereabouts: { [find = try findEncounters(), game = shownGame ?? game?.slug] in
          try await find($0, game: game)
        },
        team: { [analyze = try analyzeTeam(asIn: game?.slug)] members in
          try await analyze(members.map { ($0, []) }, game: game?.slug)
        },
        damage: damageOnCards())
    browser.theme = theme
    return Store(initialState: initial, reducer: browser)
  }

  /// What a move of a card's Pokémon does to the defender typed (`d`), as in the game of
  /// the card's moves, each side as `pokecli damage` assumes it with no option: a set-up
  /// the calculator cannot honour (a status move) is the one line the command says.
  private func damageOnCards() -> @Sendable (EntryQuery, EntryQuery, EntryQuery, String?) async throws -> DamageSheet {
    { [self] attacker, move, defender, game in
      let request = DamageRequest(
        attacker: DamageSetUp(pokemon: attacker), move: move, defender: DamageSetUp(pokemon: defender))
      do {
        return try await calculateDamage(asIn: game)(request, game: game)
      } catch let problem as DamageProblem {
        throw PokedexError.unexpected(reason: DamageCommand.message(problem, game: game))
      }
    }
  }

  /// Where a card's Pokémon stands among every fully evolved one at level 100 (`b`), as
  /// `speed` tells it, in `game`; `nil` over an API without the built-in data.
  private func speedTiersOnCards(
    asIn game: String?
  ) throws -> (@Sendable (EntryQuery) async throws -> SpeedTiers)? {
    guard try builtInData() != nil else { return nil }
    let rank = try rankSpeed(asIn: game)
    return { try await rank($0, game: game, level: 100) }
  }
}
