import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// A national list cannot rename a Pokémon: an id the list gives a name counts for that
/// name only once the document under it bears it, and `update` reports the lie.
@Suite struct LyingListTests {
  static let eevee = MinimalCard.make(133, "eevee", "Eevee")
  let remote = LyingList(cards: MinimalCard.few + [Self.eevee])
  let store = InMemoryDocumentStorage()

  func repository(offline: Bool = false) -> CachedPokemonRepository {
    CachedPokemonRepository(
      remote: remote, storage: store,
      policy: CachePolicy(freshness: 86_400, isOffline: offline, now: { Date() }))
  }

  @Test func aNameTheListGivesTheWrongIdIsLookedUpDirectly() async throws {
    _ = try await repository().index()
    let card = try await repository().pokemon(.name("eevee"))
    #expect(card.summary.name == "eevee")
    #expect(try await repository().summary(.name("eevee")).id == 133)
    #expect(remote.log.contains("pokemon eevee"))
    // Remembered as the direct look-up found it: offline, the right card answers.
    #expect(try await repository(offline: true).pokemon(.name("eevee")).summary.id == 133)
  }

  @Test func offlineANameOnlyTheListVouchesForIsNotCached() async throws {
    _ = try await repository().index()
    _ = try await repository().pokemon(.number(25))
    await #expect(throws: PokedexError.notCached(.entry(.pokemon, .name("eevee")))) {
      try await repository(offline: true).pokemon(.name("eevee"))
    }
    #expect(try await repository(offline: true).pokemon(.name("pikachu")).summary.id == 25)
  }

  @Test func updateReportsACardWhoseNameIsNotTheListsAndKeepsTheOthers() async throws {
    let report = try await UpdatePokedex(pokemon: repository(), cache: repository())(
      types: [], generations: []
    ) { _, _ in }
    #expect(report.total == 5)
    #expect(report.failures == [
      25: .unexpected(
        reason: #"the national list calls #25 "eevee", but its document names "pikachu""#)
    ])
    #expect(report.fetched == 4)
  }
}

/// The remote side of a PokeAPI whose national list maps `eevee` to Pikachu's id.
final class LyingList: PokemonRepository, @unchecked Sendable {
  private let base: InMemoryPokemonRepository

  init(cards: [Pokemon]) {
    base = InMemoryPokemonRepository(cards: cards)
  }

  var log: [String] { base.log }

  func index() async throws -> [PokemonIndexEntry] {
    try await base.index().filter { $0.id != 133 } + [PokemonIndexEntry(id: 25, name: "eevee")]
  }

  func pokemon(_ query: EntryQuery) async throws -> Pokemon { try await base.pokemon(query) }
  func summaries(_ entries: [PokemonIndexEntry]) async throws -> [PokemonSummary] {
    try await base.summaries(entries)
  }
  func summary(_ query: EntryQuery) async throws -> PokemonSummary {
    try await base.summary(query)
  }
  func pokemonIDs(inGeneration generation: Int) async throws -> [Int] {
    guard generation == 1 else { throw PokedexError.noSuchGeneration(generation) }
    return [1, 2, 3, 25]
  }
  func pokemonIDs(ofType type: PokemonType) async throws -> Set<Int> {
    try await base.pokemonIDs(ofType: type)
  }
  func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits] {
    try await base.traits(of: entries)
  }
}
