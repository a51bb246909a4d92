import CustomDump
@testable import Domain
import PokedexTesting
import Foundation
import Testing

/// The use cases over in-memory repositories: what each answers, and what it asks for.
@Suite("Use cases")
struct UseCaseTests {
  static let pikachu = Favorite(id: 25, name: "pikachu", displayName: "Pikachu")
  static let bulbasaur = Favorite(id: 1, name: "bulbasaur", displayName: "Bulbasaur")

  // MARK: - SearchPokedex

  @Test(arguments: [
    (SearchCriteria(), [1, 2, 3, 25, 487], ["index", "summaries 1,2"]),
    (SearchCriteria(terms: ["saur"]), [1, 2, 3], ["index", "summaries 1,2"]),
    (SearchCriteria(types: [.electric]), [25], ["index", "summaries 25", "type electric"]),
    (SearchCriteria(terms: ["ghost"]), [487], ["index", "summaries 487", "type ghost"]),
    (SearchCriteria(generation: 1), [1, 2, 3, 25], ["generation 1", "index", "summaries 1,2"]),
    (SearchCriteria(sort: .name, reversed: true), [3, 25, 2, 487, 1],
      ["index", "summaries 1,2,3,25,487"]),
  ])
  func aPageHoldsTheMatchesAndCostsOnlyWhatTheCriteriaName(
    criteria: SearchCriteria, matches: [Int], calls: [String]
  ) async throws {
    let pokemon = InMemoryPokemonRepository(
      cards: MinimalCard.few, generations: [1: [1, 2, 3, 25]])
    let search = SearchPokedex(pokemon: pokemon)
    let page = try await search.page(criteria, PageRequest(offset: 0, limit: 2))
    #expect(pokemon.log.sorted() == calls.sorted())
    #expect(page.items.map(\.id) == Array(matches.prefix(2)))
    #expect(page.totalCount == matches.count)
    #expect(try await search.matches(criteria).map(\.id) == matches)
  }

  @Test func aPageSortedByNameReusesTheRowsTheOrderNeeded() async throws {
    let pokemon = InMemoryPokemonRepository(cards: MinimalCard.few)
    let page = try await SearchPokedex(pokemon: pokemon)
      .page(SearchCriteria(sort: .name), PageRequest(offset: 1, limit: 2))
    #expect(page.items.map(\.displayName) == ["Giratina", "Ivysaur"])
    #expect(pokemon.log.filter { $0.hasPrefix("summaries") } == ["summaries 1,2,3,25,487"])
  }

  @Test func wordsThatMatchNothingGetTheNearestNames() async {
    let search = SearchPokedex(pokemon: InMemoryPokemonRepository(cards: MinimalCard.few))
    #expect(await search.suggestions(for: SearchCriteria(terms: ["pikachuu"])) == ["pikachu"])
  }

  // MARK: - ListFavorites

  @Test func favoritesArePagedInNumberOrderWithTheirTypes() async throws {
    let listing = ListFavorites(
      pokemon: InMemoryPokemonRepository(cards: MinimalCard.few),
      favorites: [Self.bulbasaur, Self.pikachu])
    let page = try await listing.page(SearchCriteria(), PageRequest(offset: 1, limit: 20))
    expectNoDifference(page.items.map(\.types), [[.electric]])
    #expect(page.totalCount == 2)
  }

  @Test func favoritesStayListedWhenTheirSummariesCannotBeHad() async throws {
    let pokemon = InMemoryPokemonRepository(cards: MinimalCard.few)
    pokemon.failure = .unreachable(url: "u", reason: "connection refused")
    let page = try await ListFavorites(pokemon: pokemon, favorites: [Self.pikachu])
      .page(SearchCriteria(), PageRequest())
    #expect(page.items.map(\.displayName) == ["Pikachu"])
    #expect(page.items.map(\.types) == [[]])
  }

  @Test func filteredFavoritesAreTheFavoritesAmongTheMatches() async throws {
    let page = try await ListFavorites(
      pokemon: InMemoryPokemonRepository(cards: MinimalCard.few),
      favorites: [Self.bulbasaur, Self.pikachu]
    ).page(SearchCriteria(types: [.grass]), PageRequest())
    #expect(page.items.map(\.id) == [1])
  }

  // MARK: - EditFavorites

  @Test(arguments: [
    (EditFavorites.Edit.toggle(.name("pikachu")), [25], [25], [], 2),
    (.toggle(.number(1)), [], [], [1], 0),
    (.add([.number(25), .number(1)]), [25], [25], [], 2),
    (.remove([.name("bulbasaur"), .number(3)]), [], [], [1], 0),
  ])
  func anEditSaysWhatItAddedAndRemoved(
    edit: EditFavorites.Edit, _: [Int], added: [Int], removed: [Int], count: Int
  ) async throws {
    let favorites = InMemoryFavoritesRepository([Self.bulbasaur])
    let outcome = try await EditFavorites(
      pokemon: InMemoryPokemonRepository(cards: MinimalCard.few), favorites: favorites)(edit)
    #expect(outcome.added.map(\.id) == added)
    #expect(outcome.removed.map(\.id) == removed)
    #expect(outcome.count == count)
  }

  @Test func removingAFavoriteNeedsNoLookUp() async throws {
    let pokemon = InMemoryPokemonRepository(cards: MinimalCard.few)
    pokemon.failure = .unreachable(url: "u", reason: "connection refused")
    let outcome = try await EditFavorites(
      pokemon: pokemon, favorites: InMemoryFavoritesRepository([Self.pikachu])
    )(.toggle(.name("pikachu")))
    #expect(outcome.removed == [Self.pikachu])
    #expect(pokemon.log.isEmpty)
  }

  // MARK: - PrefetchPokemon

  @Test func prefetchSkipsWhatIsFreshAndReportsWhatFailed() async throws {
    let pokemon = InMemoryPokemonRepository(
      cards: MinimalCard.few, generations: [1: [1, 2, 3, 25]])
    let cache = InMemoryCacheStatus(fresh: [1])
    let loadsIntoCache = LoadingRepository(pokemon: pokemon, cache: cache)
    let prefetch = PrefetchPokemon(pokemon: loadsIntoCache, cache: cache)
    let ids = try await prefetch.ids(for: .generation(1))
    let report = await prefetch(ids + [999]) { _, _ in }
    #expect(report == PrefetchReport(
      total: 5, fetched: 3, alreadyCached: 1,
      failures: [999: .entryNotFound(.pokemon, .number(999), suggestions: [])]))
  }

  @Test func prefetchNeverCountsWhatTheCacheDidNotKeep() async throws {
    let pokemon = InMemoryPokemonRepository(cards: MinimalCard.few)
    let cache = InMemoryCacheStatus()
    cache.keepsWhatIsLoaded = false
    let prefetch = PrefetchPokemon(
      pokemon: LoadingRepository(pokemon: pokemon, cache: cache), cache: cache)
    let report = await prefetch([25]) { _, _ in }
    #expect(report.fetched == 0)
    #expect(report.failures == [25: .storageFailed(path: "memory:", reason: "could not be saved")])
  }

  /// With sprites asked for, the report counts the Pokémon whose sprite is now held: one
  /// PokeAPI draws none for has none, and the report says so by its count.
  @Test func prefetchWithSpritesCountsTheSpritesHeld() async throws {
    var cards = MinimalCard.few
    cards[3].sprites = SpriteLinks(front: "https://img/25.png")
    let pokemon = InMemoryPokemonRepository(cards: cards)
    let cache = InMemoryCacheStatus(fresh: [25])
    let prefetch = PrefetchPokemon(
      pokemon: LoadingRepository(pokemon: pokemon, cache: cache), cache: cache,
      sprites: OnePixelSprites())
    let report = await prefetch([1, 25]) { _, _ in }
    #expect(report == PrefetchReport(
      total: 2, fetched: 1, alreadyCached: 1, failures: [:], sprites: 1))
    let without = await PrefetchPokemon(
      pokemon: LoadingRepository(pokemon: pokemon, cache: cache), cache: cache)([1]) { _, _ in }
    #expect(without.sprites == nil)
  }

  @Test func prefetchReportsProgressAfterEveryPokemon() async throws {
    let pokemon = InMemoryPokemonRepository(cards: MinimalCard.few)
    let cache = InMemoryCacheStatus(fresh: [1])
    let progress = ProgressLog()
    _ = await PrefetchPokemon(pokemon: LoadingRepository(pokemon: pokemon, cache: cache), cache: cache)(
      [1, 2, 3]) { done, total in progress.record(done, total) }
    #expect(progress.steps == [[1, 3], [2, 3], [3, 3]])
  }
}

/// The in-memory repository, telling the cache status what it loaded, as the cached
/// repository's writes do.
struct LoadingRepository: PokemonRepository {
  let pokemon: InMemoryPokemonRepository
  let cache: InMemoryCacheStatus

  func pokemon(_ query: EntryQuery) async throws -> Pokemon {
    let found = try await pokemon.pokemon(query)
    cache.loaded(found.summary.id)
    return found
  }

  func index() async throws -> [PokemonIndexEntry] { try await pokemon.index() }

  func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    try await pokemon.summaries(entries)
  }

  func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    try await pokemon.summary(query)
  }

  func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    try await pokemon.pokemonIDs(inGeneration: generation)
  }

  func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    try await pokemon.pokemonIDs(ofType: type)
  }
}

/// Progress calls, kept in order.
final class ProgressLog: @unchecked Sendable {
  // Read and written under `lock`.
  private let lock = NSLock()
  private var recorded: [[Int]] = []

  func record(_ done: Int, _ total: Int) { lock.withLock { recorded.append([done, total]) } }
  var steps: [[Int]] { lock.withLock { recorded } }
}

@Suite struct LoadSpriteTests {
  @Test func aPictureWithNothingVisibleCountsAsNoSprite() async throws {
    var card = MinimalCard.few[0]
    card.sprites = SpriteLinks(front: "https://img/1.png")
    let blank = try await LoadSprite(sprites: FixedSprites(sprite: Sprite(
      width: 2, height: 1, pixels: [.clear, Pixel(red: 9, green: 9, blue: 9, alpha: 20)])))(
      card, .standard)
    #expect(blank == SpriteChoice(sprite: nil, variant: .standard, femaleMissing: false))
    let drawn = try await LoadSprite(sprites: OnePixelSprites())(card, .standard)
    #expect(drawn.sprite?.width == 1)
  }
}

/// The same sprite for any link.
struct FixedSprites: SpriteRepository {
  let sprite: Sprite?
  func sprite(ofPokemon id: Int, variant: SpriteVariant, link: String) async throws -> Sprite? {
    sprite
  }
}

/// A sprite of one red pixel for any link.
struct OnePixelSprites: SpriteRepository {
  func sprite(ofPokemon id: Int, variant: SpriteVariant, link: String) async throws -> Sprite? {
    Sprite(width: 1, height: 1, pixels: [Pixel(red: 255, green: 0, blue: 0, alpha: 255)])
  }
}
