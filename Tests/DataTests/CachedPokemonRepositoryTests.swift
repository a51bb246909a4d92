import CustomDump
import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Cached Pokémon repository")
struct CachedPokemonRepositoryTests {
  let remote = InMemoryPokemonRepository(cards: MinimalCard.few, generations: [1: [1, 2, 3, 25]])
  let store = InMemoryDocumentStorage()
  let clock = SteppedDate()
  let events = EventLog()

  func repository(offline: Bool = false) -> CachedPokemonRepository {
    CachedPokemonRepository(
      remote: remote, storage: store,
      policy: CachePolicy(freshness: 7 * 86_400, isOffline: offline, now: clock.now),
      onEvent: events.record)
  }

  /// A page of the whole Pokédex through the cache, as `list` asks for it.
  func wholePage(
    offline: Bool = false, _ request: PageRequest
  ) async throws -> Page<PokemonSummary> {
    try await SearchPokedex(pokemon: repository(offline: offline)).page(SearchCriteria(), request)
  }

  func prefetch() -> PrefetchPokemon {
    let repository = repository()
    return PrefetchPokemon(pokemon: repository, cache: repository)
  }

  @Test func aMissIsFetchedOnceAndThenAnsweredFromTheCache() async throws {
    let first = try await repository().pokemon(.name("pikachu"))
    let second = try await repository().pokemon(.name("pikachu"))
    let byNumber = try await repository().pokemon(.number(25))
    #expect(first == second && second == byNumber)
    #expect(remote.log == ["pokemon pikachu"])
    #expect(store.keys == ["card/25", "name/pikachu", "summary/25"])
  }

  @Test func aCardCachedInOneLanguageAnswersInAnotherWithoutARequest() async throws {
    var card = MinimalCard.make(1, "bulbasaur", "Bulbasaur", types: [.grass, .poison])
    var french = card.wording
    french.name = "Bulbizarre"
    french.genus = "Pokémon Graine"
    card.translations = ["fr": french]
    let remote = InMemoryPokemonRepository(cards: [card])
    func repository(_ language: String, offline: Bool) -> CachedPokemonRepository {
      CachedPokemonRepository(
        remote: remote, storage: store,
        policy: CachePolicy(freshness: 7 * 86_400, isOffline: offline, now: clock.now),
        language: language)
    }
    let english = try await repository("en", offline: false).pokemon(.name("bulbasaur"))
    #expect(english.summary.displayName == "Bulbasaur" && english.translations == nil)
    let offline = repository("fr", offline: true)
    let shown = try await offline.pokemon(.name("bulbasaur"))
    #expect(shown.summary.displayName == "Bulbizarre" && shown.genus == "Pokémon Graine")
    #expect(shown.translations == nil)
    #expect(try await offline.summary(.number(1)).displayName == "Bulbizarre")
    let row = try await offline.summaries([PokemonIndexEntry(id: 1, name: "bulbasaur")])
    #expect(row.map(\.displayName) == ["Bulbizarre"])
    // A language the card has no wording in reads as English.
    #expect(try await repository("ko", offline: true).pokemon(.number(1)) == english)
    #expect(remote.log == ["pokemon bulbasaur"])
  }

  @Test func aWarmPageMakesNoCallAtAll() async throws {
    let page = try await wholePage(PageRequest(offset: 0, limit: 3))
    #expect(page.items.map(\.id) == [1, 2, 3])
    #expect(page.totalCount == 5)
    #expect(remote.log.sorted() == ["index", "summaries 1", "summaries 2", "summaries 3"])
    _ = try await wholePage(PageRequest(offset: 0, limit: 3))
    #expect(remote.log.count == 4)
  }

  @Test func onlyTheRowsMissingFromTheCacheAreFetched() async throws {
    _ = try await wholePage(PageRequest(offset: 0, limit: 2))
    _ = try await wholePage(PageRequest(offset: 0, limit: 4))
    #expect(remote.log.sorted()
      == ["index", "summaries 1", "summaries 2", "summaries 25", "summaries 3"])
  }

  @Test func aStaleEntryIsRefreshedWhenPokeAPIAnswers() async throws {
    _ = try await repository().pokemon(.number(25))
    clock.advance(by: 8 * 86_400)
    _ = try await repository().pokemon(.number(25))
    #expect(remote.log == ["pokemon 25", "pokemon 25"])
    #expect(events.all == [])
  }

  @Test func aStaleEntryIsServedWithANoticeWhenPokeAPICannotBeReached() async throws {
    let card = try await repository().pokemon(.number(25))
    clock.advance(by: 8 * 86_400)
    let unreachable = PokedexError.unreachable(url: "u", reason: "connection refused")
    remote.failure = unreachable
    #expect(try await repository().pokemon(.number(25)) == card)
    let eightDays: TimeInterval = 8 * 86_400
    #expect(
      events.all == [
        .servedStale(subject: .entry(.pokemon, .number(25)), age: eightDays, because: unreachable)
      ])
  }

  @Test func staleRowsAreServedWithOneNoticeWhenPokeAPICannotBeReached() async throws {
    _ = try await wholePage(PageRequest(offset: 0, limit: 3))
    clock.advance(by: 8 * 86_400)
    remote.failure = .timedOut(url: "u")
    let page = try await wholePage(PageRequest(offset: 0, limit: 3))
    #expect(page.items.map(\.id) == [1, 2, 3])
    #expect(events.all.count == 2)
  }

  @Test func offlineNeverCallsPokeAPIAndNamesWhatIsMissing() async throws {
    await #expect(
      throws: PokedexError.notCached(.entry(.pokemon, .name("pikachu")))
    ) {
      try await repository(offline: true).pokemon(.name("pikachu"))
    }
    await #expect(
      throws: PokedexError.notCached(.nationalList)
    ) {
      try await wholePage(offline: true, PageRequest())
    }
    #expect(remote.log == [])
  }

  @Test func offlineServesWhatIsCachedEvenWhenStale() async throws {
    _ = try await repository().pokemon(.name("pikachu"))
    clock.advance(by: 30 * 86_400)
    _ = try await repository(offline: true).pokemon(.name("pikachu"))
    _ = try await repository(offline: true).summary(.number(25))
    #expect(remote.log == ["pokemon pikachu"])
  }

  @Test func offlineRowsThatAreMissingNameAPrefetchThatWouldFetchThem() async throws {
    _ = try await repository().index()
    await #expect(
      throws: PokedexError.notCached(.summaries([1, 2, 3, 25]))
    ) {
      try await wholePage(offline: true, PageRequest(offset: 0, limit: 4))
    }
  }

  @Test(arguments: [
    Data(), Data("{\"format\": 1, \"stor".utf8), Data("not json".utf8),
    Data(#"{"format": 0, "storedAt": 0, "value": {}}"#.utf8),
  ])
  func aTruncatedCorruptOrOldEntryIsDiscardedAndFetchedAgain(bytes: Data) async throws {
    store.plant(bytes, at: try StorageKey("card", "25"))
    let card = try await repository().pokemon(.number(25))
    #expect(card.summary.name == "pikachu")
    #expect(remote.log == ["pokemon 25"])
    #expect(events.all == [.discardedUnreadable(key: "card/25")])
  }

  @Test func aCacheThatCannotBeWrittenIsReportedNotFatal() async throws {
    store.failingWrites = .storageFailed(path: "/full", reason: "No space left on device")
    let card = try await repository().pokemon(.number(25))
    #expect(card.summary.id == 25)
    #expect(events.all.contains(.writeFailed(reason: "/full: No space left on device")))
  }

  @Test func aNameThatIsNotInTheListIsRememberedForOfflineUse() async throws {
    _ = try await repository().index()
    _ = try await repository().pokemon(.name("pikachu"))
    #expect(remote.log == ["index", "pokemon 25"])
  }

  @Test func prefetchSkipsFreshCardsAndReportsFailures() async throws {
    _ = try await repository().pokemon(.number(1))
    let ids = try await prefetch().ids(for: .generation(1))
    let report = await prefetch()(ids + [999]) { _, _ in }
    #expect(report.total == 5)
    #expect(report.alreadyCached == 1)
    #expect(report.fetched == 3)
    #expect(report.failures.keys.sorted() == [999])
    let again = await prefetch()(ids) { _, _ in }
    #expect(again.alreadyCached == 4 && again.fetched == 0)
  }

  @Test func aSearchLoadsTheListAndTheTypesItNamesOnceAndThenNothing() async throws {
    let criteria = SearchCriteria(terms: ["saur", "poison"])
    let first = try await SearchPokedex(pokemon: repository()).page(criteria, PageRequest())
    let second = try await SearchPokedex(pokemon: repository()).page(criteria, PageRequest())
    #expect(first.items.map(\.id) == [1, 2, 3])
    #expect(second == first)
    #expect(remote.log.sorted()
      == ["index", "summaries 1", "summaries 2", "summaries 3", "type poison"])
  }

  @Test func aRangeSelectsIdsFromTheNationalList() async throws {
    #expect(try await prefetch().ids(for: .range(2...30)) == [2, 3, 25])
  }

  @Test func summariesFetchedBeforeOneFailedAreKeptForTheNextRun() async throws {
    remote.failingIDs = [2]
    await #expect(throws: PokedexError.serverFailed(url: "pokemon/2", status: 500)) {
      try await wholePage(PageRequest(offset: 0, limit: 3))
    }
    #expect(store.keys.contains("summary/1") && store.keys.contains("summary/3"))
    remote.failingIDs = []
    _ = try await wholePage(PageRequest(offset: 0, limit: 3))
    #expect(remote.log.filter { $0.hasPrefix("summaries") }.sorted()
      == ["summaries 1", "summaries 2", "summaries 2", "summaries 3"])
  }

  @Test func aPrefetchThatCannotSaveSaysSoInsteadOfClaimingSuccess() async throws {
    let ids = try await prefetch().ids(for: .generation(1))
    store.failingWrites = .storageFailed(path: "/cache", reason: "read-only file system")
    let report = await prefetch()(ids) { _, _ in }
    #expect(report.fetched == 0)
    #expect(report.failures.keys.sorted() == [1, 2, 3, 25])
    #expect(report.failures[1] == .storageFailed(
      path: "memory:", reason: "could not be saved: read-only file system"))
    #expect(report.failures[1]?.diskCondition == .readOnly)
  }
}

/// A date tests move by hand, for the cache policy.
final class SteppedDate: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_800_000_000)

  var now: @Sendable () -> Date { { [self] in lock.withLock { current } } }

  func advance(by seconds: TimeInterval) {
    lock.withLock { current += seconds }
  }
}

/// Collects what the cache reports.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [CacheEvent] = []

  var record: @Sendable (CacheEvent) -> Void {
    { [self] event in lock.withLock { events.append(event) } }
  }
  var all: [CacheEvent] { lock.withLock { events } }
}
