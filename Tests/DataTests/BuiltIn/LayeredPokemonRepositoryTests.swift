import CustomDump
@testable import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Built-in data, cache and network together")
struct LayeredPokemonRepositoryTests {
  /// PokeAPI holds one Pokémon more than the built-in data: Mew.
  let remote = InMemoryPokemonRepository(
    cards: MinimalCard.few + [MinimalCard.make(151, "mew", "Mew", types: [.psychic])],
    generations: [1: [1, 2, 3, 25, 151]])
  let store = InMemoryDocumentStorage()
  let clock = SteppedDate()
  let counts = CountLog()

  func cache(offline: Bool = false) -> CachedPokemonRepository {
    CachedPokemonRepository(
      remote: remote, storage: store,
      policy: CachePolicy(freshness: 7 * 86_400, isOffline: offline, now: clock.now))
  }

  func repository(
    offline: Bool = false, remoteCount: Int = 5
  ) async throws -> LayeredPokemonRepository {
    LayeredPokemonRepository(
      builtIn: try await SmallBuiltInPokedex.repository(),
      cache: cache(offline: offline),
      newPokemonCheck: NewPokemonCheck { [counts] in counts.ask(remoteCount) })
  }

  @Test func aPageASearchAndACardCostNoCallWithAnEmptyCache() async throws {
    let search = SearchPokedex(pokemon: try await repository(offline: true))
    let page = try await search.page(SearchCriteria(), PageRequest(offset: 0, limit: 3))
    expectNoDifference(page.items.map(\.name), ["bulbasaur", "ivysaur", "venusaur"])
    #expect(page.totalCount == 5)
    var grass = SearchCriteria()
    grass.types = [.grass]
    grass.generation = 1
    #expect(try await search.page(grass, PageRequest(offset: 0, limit: 9)).items.count == 3)
    #expect(try await repository(offline: true).pokemon(.name("giratina")).summary.id == 487)
    #expect(remote.log.isEmpty)
    #expect(store.keys.isEmpty)
  }

  @Test func whatTheCacheStoredAfterTheDataWasGeneratedTakesPrecedence() async throws {
    let newer = MinimalCard.make(25, "pikachu", "Pikachu (updated)", types: [.electric])
    cache().shelf.put(newer, try CacheKeys.pokemon(25))
    cache().shelf.put(newer.summary, try CacheKeys.summary(25))
    let repository = try await repository(offline: true)
    #expect(try await repository.pokemon(.name("pikachu")).summary.displayName
      == "Pikachu (updated)")
    #expect(try await repository.summaries([PokemonIndexEntry(id: 25, name: "pikachu")])
      .map(\.displayName) == ["Pikachu (updated)"])
  }

  @Test func whatTheCacheStoredBeforeTheDataWasGeneratedIsPassedOver() async throws {
    clock.advance(by: -60 * 86_400)
    let older = MinimalCard.make(25, "pikachu", "Pikachu (old)", types: [.electric])
    cache().shelf.put(older, try CacheKeys.pokemon(25))
    clock.advance(by: 60 * 86_400)
    #expect(try await repository().pokemon(.number(25)).summary.displayName == "Pikachu")
    #expect(remote.log.isEmpty)
  }

  @Test func aPokemonTheDataLacksComesFromTheNetworkAndIsKept() async throws {
    #expect(try await repository(remoteCount: 6).pokemon(.name("mew")).summary.id == 151)
    #expect(try await repository(offline: true).pokemon(.name("mew")).summary.id == 151)
    #expect(remote.log == ["pokemon mew"])
  }

  /// A battle card follows the same rule: the data's part of a card, the cache's newer
  /// card whole, the network's card whole.
  @Test func aBattleCardIsReadByTheSameRule() async throws {
    let data = try await repository(offline: true)
    let battleCard = try await data.battleCard(.name("ivysaur"))
    #expect(battleCard.summary.id == 2 && battleCard.pokedexEntries.isEmpty)
    #expect(battleCard.stats == (try await data.pokemon(.name("ivysaur"))).stats)
    let newer = MinimalCard.make(25, "pikachu", "Pikachu (updated)", types: [.electric])
    cache().shelf.put(newer, try CacheKeys.pokemon(25))
    #expect(try await data.battleCard(.number(25)) == newer)
    #expect(try await repository(remoteCount: 6).battleCard(.name("mew")).summary.id == 151)
    #expect(remote.log == ["pokemon mew"])
  }

  /// Traits (what a sort by a stat compares) follow the same rule, many at once: the
  /// data's, read from its tables as its cards are; a card the cache stored after the data;
  /// the network's for a Pokémon the data lacks.
  @Test func traitsAreReadByTheSameRule() async throws {
    let data = try await repository(offline: true)
    let ivysaur = PokemonIndexEntry(id: 2, name: "ivysaur")
    #expect(try await data.traits(of: [ivysaur]) == [PokemonTraits(try await data.pokemon(.number(2)))])
    var newer = MinimalCard.make(25, "pikachu", "Pikachu (updated)", types: [.electric])
    newer.stats = [BaseStat(name: "speed", value: 200)]
    cache().shelf.put(newer, try CacheKeys.pokemon(25))
    let pikachu = PokemonIndexEntry(id: 25, name: "pikachu")
    #expect(try await data.traits(of: [pikachu, ivysaur]).map(\.id) == [25, 2])
    #expect(try await data.traits(of: [pikachu]) == [PokemonTraits(newer)])
    let mew = PokemonIndexEntry(id: 151, name: "mew")
    #expect(try await repository(remoteCount: 6).traits(of: [mew]).map(\.id) == [151])
    #expect(remote.log == ["pokemon 151"])
  }

  /// While PokeAPI lists no more Pokémon than the data, the data's names are all there
  /// are: a name it lacks is a typo, answered with the closest names and no request.
  @Test func whileNothingIsNewANameTheDataLacksAsksNothing() async throws {
    let notFound = PokedexError.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu"])
    await #expect(throws: notFound) { _ = try await repository().pokemon(.name("pikachuu")) }
    await #expect(throws: notFound) { _ = try await repository().summary(.name("pikachuu")) }
    #expect(remote.log.isEmpty)
    #expect(counts.asked == 1)
  }

  @Test func offlineANameNobodyHasIsNotFoundWithTheClosestNames() async throws {
    let notFound = PokedexError.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu"])
    await #expect(throws: notFound) {
      _ = try await repository(offline: true).pokemon(.name("pikachuu"))
    }
  }

  @Test func newPokemonAreNoticedWithOneCheckAWeek() async throws {
    #expect(try await repository(remoteCount: 6).index().count == 6)
    #expect(try await repository(remoteCount: 6).index().count == 6)
    #expect(counts.asked == 1)
    let page = try await SearchPokedex(pokemon: try await repository())
      .page(SearchCriteria(), PageRequest(offset: 0, limit: 9))
    #expect(page.items.map(\.id) == [1, 2, 3, 25, 151, 487])
    #expect(remote.log == ["index", "summaries 151"])
  }

  @Test func aCheckThatFindsNothingNewIsNotRepeatedWithinTheWeek() async throws {
    _ = try await repository().index()
    clock.advance(by: 6 * 86_400)
    _ = try await repository().index()
    #expect(counts.asked == 1)
    clock.advance(by: 2 * 86_400)
    _ = try await repository().index()
    #expect(counts.asked == 2)
    #expect(remote.log.isEmpty)
  }

  @Test func offlineNothingIsChecked() async throws {
    #expect(try await repository(offline: true, remoteCount: 9).index().count == 5)
    #expect(counts.asked == 0)
  }
}

/// Counts the new-Pokémon checks made.
final class CountLog: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func ask(_ answer: Int) -> Int {
    lock.withLock { count += 1 }
    return answer
  }

  var asked: Int { lock.withLock { count } }
}

extension LayeredPokemonRepositoryTests {
  @Test func whenTheLongerListCannotBeHadTheBuiltInOneStillAnswers() async throws {
    remote.failure = .unreachable(url: "pokemon/", reason: "host not found")
    #expect(try await repository(remoteCount: 6).index().count == 5)
    #expect(try await repository(offline: true, remoteCount: 6).index().count == 5)
  }
}

extension LayeredPokemonRepositoryTests {
  @Test(.timeLimit(.minutes(3)))
  func aSlowCheckHoldsTheAnswerUpNoLongerThanItsPatience() async throws {
    let repository = LayeredPokemonRepository(
      builtIn: try await SmallBuiltInPokedex.repository(),
      cache: cache(),
      newPokemonCheck: NewPokemonCheck(patience: .milliseconds(50)) {
        try await Task.sleep(for: .seconds(3600))
        return 9
      })
    #expect(try await repository.index().count == 5)
    #expect(remote.log.isEmpty)
  }
}

extension LayeredPokemonRepositoryTests {
  @Test func dataThatCannotBeReadIsPassedOverForTheCacheAndNetwork() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-spoilt-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try await SmallDatabase.make(
      cards: MinimalCard.few, generations: [1: [1, 2, 3, 25]],
      generatedOn: SmallBuiltInPokedex.generatedOn, source: "https://pokeapi.co/api/v2/",
      in: folder)
    // Zeros over the open file: every later read fails as a damaged file would.
    let file = folder.appendingPathComponent("pokedex.sqlite")
    let size = try Data(contentsOf: file).count
    try Data(count: size).write(to: file)
    let repository = LayeredPokemonRepository(
      builtIn: DatabasePokemonRepository(database: database), cache: cache())
    #expect(try await repository.pokemon(.name("pikachu")).summary.id == 25)
    #expect(try await repository.index().count == 6)
    #expect(remote.log == ["pokemon pikachu", "index"])
  }
}
