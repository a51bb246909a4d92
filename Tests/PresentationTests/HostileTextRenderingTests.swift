import Domain
import Foundation
import PokedexTesting
@testable import Presentation
import Testing

@Suite("Rendering hostile text")
struct HostileTextRenderingTests {
  static let payload = HostilePokedex.payload

  @Test(arguments: [
    PokedexError.notFound(url: "http://user:secret@dex.test/api/v2/pokemon/\(payload)/"),
    .serverBusy(url: "http://user:secret@dex.test/\(payload)", status: 429),
    .serverFailed(url: "http://user:secret@dex.test/\(payload)", status: 500),
    .unreachable(url: "http://user:secret@dex.test/", reason: payload),
    .timedOut(url: "http://user:secret@dex.test/\(payload)"),
    .invalidResponse(
      url: "http://user:secret@dex.test/", reason: "link \"\(payload)http://u:secret@x\""),
    .invalidBaseURL("ftp://user:secret@dex.test/\(payload)"),
    .entryNotFound(.pokemon, .name("pika\(payload)"), suggestions: ["pikachu\(payload)"]),
    .unreadableFile(path: "/tmp/\(payload)", reason: payload),
    .storageFailed(path: "/tmp/\(payload)", reason: payload),
    .unexpected(reason: "one\ntwo\(payload)"),
  ])
  func anErrorMessageIsOneSafeLineWithoutSecrets(error: PokedexError) {
    let message = error.message
    #expect(SafeText.isClean(message), "\(message.debugDescription)")
    #expect(!message.contains("secret"))
    #expect(!message.contains("\n"))
  }

  @Test func aSearchNeverEchoesControlsOfTheWordsOrTheSuggestions() {
    let state = PokemonSearch.State(
      terms: ["\u{1B}]0;T\u{07}", "fire\u{202E}"],
      list: PokemonList.State(totalCount: 0, status: .loaded(SampleRows.somePage)),
      suggestions: ["pikachu\u{9B}2J"])
    let text = PokemonSearchRenderer.render(state, theme: .plain, width: 80)
    #expect(text == "no Pokémon matches \"]0;T fire\" — did you mean \"pikachu2J\"?\n")
  }

  @Test func jsonEscapesEveryControlTheEncoderLetsThrough() throws {
    var card = SampleCards.pikachu
    card.genus = "a\u{7F}b\u{9B}c\u{202E}d\u{2028}e"
    let state = PokemonDetail.State(query: .number(25), status: .loaded(card))
    let json = PokemonCard(state: state).json()

    #expect(SafeText.isClean(json.replacingOccurrences(of: "\n", with: "")))
    #expect(json.contains(#""genus" : "a\u007Fb\u009Bc\u202Ed\u2028e""#))
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(decoded?["genus"] as? String == card.genus)
  }

  @Test func listJSONEscapesEveryControlTheEncoderLetsThrough() {
    let row = PokemonSummary(
      id: 25, name: "pika\u{85}chu", displayName: "Pika\u{202E}chu", speciesID: 25,
      types: [.electric])
    let json = PokemonListScreen(
      state: PokemonList.State(rows: [row], status: .loaded(SampleRows.somePage))
    ).json()
    #expect(SafeText.isClean(json.replacingOccurrences(of: "\n", with: "")))
    #expect(json.contains(#"pika\u0085chu"#) && json.contains(#"Pika\u202Echu"#))
  }

  @Test func cacheNoticesAndInfoQuotePathsAndReasonsSafely() {
    let down = PokedexError.unreachable(url: "http://u:secret@dex.test/", reason: Self.payload)
    let lines = CacheNoticeRenderer.lines(for: [
      .servedStale(subject: .entry(.pokemon, .number(25)), age: 60, because: down),
      .writeFailed(reason: "/cache/\(Self.payload): disk full"),
    ])
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { SafeText.isClean($0) && !$0.contains("secret") }, "\(lines)")

    let stats = CacheStats(
      location: "/cache/\(Self.payload)", entries: 0, cards: 0, rows: 0, bytes: 0,
      oldest: nil, freshness: 60)
    let info = CacheReport(stats: stats, now: Date()).text(width: 80)
    #expect(SafeText.isClean(info.replacingOccurrences(of: "\n", with: "")))
  }
}
