@testable import Domain
import Foundation
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Favorites and cache rendering")
struct FavoritesAndCacheRenderingTests {
  static let pikachu = Favorite(id: 25, name: "pikachu", displayName: "Pikachu")
  static let eevee = Favorite(id: 133, name: "eevee", displayName: "Eevee")
  static let mew = Favorite(id: 151, name: "mew", displayName: "Mew")

  func editor(_ edit: EditFavorites.Edit, _ outcome: EditFavorites.Outcome) -> String {
    FavoritesEdit(edit: edit, outcome: outcome).text(width: 80)
  }

  @Test func toggleMessagesSayWhatChangedAndTheCount() {
    #expect(
      editor(
        .toggle(.number(25)), .init(added: [Self.pikachu], removed: [], unchanged: [], count: 3))
        == "★ added Pikachu to favorites (3)\n")
    #expect(
      editor(
        .toggle(.number(25)), .init(added: [], removed: [Self.pikachu], unchanged: [], count: 2))
        == "removed Pikachu from favorites (2)\n")
  }

  @Test func scriptEditsListWhatWasAlreadySo() {
    let add = editor(
      .add([.number(25), .number(133), .number(151)]),
      .init(added: [Self.pikachu, Self.eevee], removed: [], unchanged: [Self.mew], count: 5))
    #expect(add == """
      ★ added Pikachu and Eevee to favorites; Mew was already a favorite (5)

      """)
    let remove = editor(
      .remove([.number(25), .number(151)]),
      .init(added: [], removed: [Self.pikachu], unchanged: [Self.mew], count: 4))
    #expect(remove == """
      removed Pikachu from favorites; Mew was not a favorite (4)

      """)
  }

  @Test func favoritesListedWithMarksAndCount() {
    let state = PokemonList.State(
      firstPage: PageRequest(),
      rows: [SampleRows.pikachu, SampleRows.mrMime, SampleRows.megaCharizardX], totalCount: 3,
      status: .loaded(SampleRows.somePage), favorites: [25, 122, 10034])
    #expect(PokemonListRenderer.render(state, theme: .plain, width: 80) == """
      No.       Name                Types
      #0025   ★ Pikachu             Electric
      #0122   ★ Mr. Mime            Psychic   Fairy
      #10034  ★ Charizard (Mega X)  Fire      Dragon

      Showing 1–3 of 3 · page 1 of 1 · ★ 3 favorites

      """)
    assertSnapshot(of: PokemonListRenderer.render(state, theme: .ansi, width: 80), as: .readableLines)
  }

  @Test func cacheInfoSaysWhereHowMuchAndHowOld() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let stats = CacheStats(
      location: "/home/ash/.cache/pokecli/pokeapi-co-api-v2", entries: 304, cards: 151,
      rows: 151, bytes: 1_014_360, oldest: now.addingTimeInterval(-3 * 86_400 - 600),
      freshness: 7 * 86_400)
    #expect(CacheReport(stats: stats, now: now).text(width: 80) == """
      Location   /home/ash/.cache/pokecli/pokeapi-co-api-v2
      Entries    304 (151 cards, 151 list rows)
      Size       1.0 MB
      Oldest     3 days ago
      Fresh for  7 days

      """)
    let empty = CacheReport(stats: CacheStats(
      location: "/c", entries: 0, cards: 0, rows: 0, bytes: 0, oldest: nil, freshness: 3_600),
      now: now)
    #expect(empty.text(width: 40) == """
      Location   /c
      Entries    0 (0 cards, 0 list rows)
      Size       0 B
      Oldest     the cache is empty
      Fresh for  1 hour

      """)
  }

  @Test func cacheInfoStacksItsLinesWhenNarrow() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let report = CacheReport(stats: CacheStats(
      location: "/home/ash/.cache/pokecli/pokeapi-co-api-v2", entries: 2, cards: 1, rows: 1,
      bytes: 2_048, oldest: now, freshness: 86_400), now: now)
    let text = report.text(width: 20)
    for line in text.split(separator: "\n") { #expect(line.count <= 20, "\(line)") }
    #expect(text.hasPrefix("Location\n  /home/ash/.cache/p\n  okecli/pokeapi-co-\n"))
  }

  @Test func cacheNoticesAreOneLinePerKind() {
    let down = PokedexError.unreachable(
      url: "https://pokeapi.co/api/v2/pokemon/25/", reason: "no network connection")
    let lines = CacheNoticeRenderer.lines(for: [
      .servedStale(subject: .entry(.pokemon, .number(25)), age: 9 * 86_400, because: down),
      .servedStale(subject: .summaries(Array(1...20)), age: 8 * 86_400, because: down),
      .discardedUnreadable(key: "card/1"), .discardedUnreadable(key: "card/2"),
      .writeFailed(reason: "/c: no space left on device"),
    ])
    #expect(lines.joined(separator: "\n") == """
      showing Pokémon #25 and the rows of 20 Pokémon (#1, #2, #3, …) from the cache, up to 9 days old: cannot reach https://pokeapi.co/api/v2/pokemon/25/: no network connection
      dropped 2 unreadable cache entries and fetched again
      could not save to the cache (/c: no space left on device); carried on without it
      """)
  }

  @Test func prefetchShowsABarOnATerminalAndMilestonesInALog() {
    #expect(
      PrefetchRenderer.bar(done: 75, total: 150, theme: .plain, width: 40)
        == "prefetching ██████████░░░░░░░░░░ 75/150")
    #expect(PrefetchRenderer.line(done: 75, total: 150) == "prefetch: 75 of 150 Pokémon")
    let milestones = (1...151).filter { PrefetchRenderer.isMilestone(done: $0, total: 151) }
    #expect(milestones == [15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 151])
  }

  @Test func prefetchSummarySaysWhatFailedAndHowToRetry() {
    let report = PrefetchReport(
      total: 151, fetched: 140, alreadyCached: 9,
      failures: [
        19: .serverFailed(url: "https://pokeapi.co/api/v2/pokemon/19/", status: 500),
        20: .timedOut(url: "u"),
      ])
    #expect(PrefetchRenderer.summary(report, location: "/c", theme: .plain, width: 80) == """
      prefetched 149 of 151 Pokémon (140 fetched, 9 already cached) into /c; 2 failed
      (#19, #20): the server answered HTTP 500 for
      https://pokeapi.co/api/v2/pokemon/19/; run the same command again to retry them

      """)
  }
}
