import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// Text read back from the cache or the built-in data is made safe to print before it is
/// decoded, whoever wrote it.
@Suite struct StoredTextTests {
  static let payload = #"\u001b]0;T\u0007\u001b[2J\u009b31m\r\b\u007f\u202e"#

  @Test func everyStringOfAStoredDocumentIsCleanedOnOneLine() throws {
    let json = #"{"name":"pika"# + Self.payload + #"chu","entry":"one\ntwo","n":[1,"é\t"]}"#
    let cleaned = StoredText.cleaned(Data(json.utf8))
    let object = try #require(
      try JSONSerialization.jsonObject(with: cleaned) as? [String: Any])
    #expect(object["name"] as? String == "pika]0;T[2J31m chu")
    #expect(object["entry"] as? String == "one two")
    #expect((object["n"] as? [Any])?.last as? String == "é ")
  }

  @Test func aCleanDocumentIsReturnedByteForByte() {
    let json = Data(#"{"name":"Farfetch’d","entry":"Mouse Pokémon, fast","q":"a\"b\\c/"}"#.utf8)
    #expect(StoredText.cleaned(json) == json)
  }

  @Test func aBrokenDocumentStaysBrokenForTheDecoderToRefuse() {
    let json = Data(#"{"name":"open \u00"#.utf8)
    #expect(StoredText.cleaned(json) == json)
  }

  @Test func aTamperedCachedNameReachesNoValueOfTheRepository() async throws {
    let store = InMemoryDocumentStorage()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let card = MinimalCard.make(25, "pikachu", "Pika\u{1B}]0;T\u{07}chu\u{9B}2J")
    store.plant(try CacheEnvelope.encode(card, at: now), at: try CacheKeys.pokemon(25))
    let repository = CachedPokemonRepository(
      remote: InMemoryPokemonRepository(cards: []), storage: store,
      policy: CachePolicy(freshness: 86_400, isOffline: true, now: { now }))
    let read = try await repository.pokemon(.number(25))
    #expect(read.summary.displayName == "Pika]0;Tchu2J")
  }
}
