import Domain
import Presentation
import Testing

@Suite("Wrapping text")
struct TextLayoutWrapTests {
  @Test(arguments: [
    ("the quick brown fox", 10, ["the quick", "brown fox"]),
    ("the quick brown fox", 9, ["the quick", "brown fox"]),
    ("the quick brown fox", 8, ["the", "quick", "brown", "fox"]),
    ("  spaced   out  ", 20, ["spaced out"]),
    ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
    ("abcdefgh", 4, ["abcd", "efgh"]),
    ("ab abcdefghij cd", 4, ["ab", "abcd", "efgh", "ij", "cd"]),
    ("Flabébé ♀ ポケモン", 7, ["Flabébé", "♀", "ポケモ", "ン"]),
    ("x", 0, ["x"]),
    ("", 10, []),
  ])
  func wordsFillLinesAndLongWordsAreCut(text: String, width: Int, expected: [String]) {
    #expect(TextLayout.wrap(text, width: width) == expected)
  }

  /// Benchmark-style: wraps a megabyte-long name and a megabyte of short words, asserting
  /// only the result. Timed with `swift test --filter TextLayoutWrapTests` (see the
  /// reliability notes); the quadratic version took minutes.
  @Test func aMegabyteLongNameIsCutIntoFullLines() {
    let name = String(repeating: "a", count: 1_000_000)
    let lines = TextLayout.wrap(name, width: 76)
    #expect(lines.count == 1_000_000 / 76 + 1)
    #expect(lines.dropLast().allSatisfy { $0.count == 76 })

    let words = String(repeating: "ab ", count: 333_333)
    #expect(TextLayout.wrap(words, width: 80).count == 333_333 / 27 + 1)
  }

  /// Benchmark-style too: a card whose name, genus, ability and entry are a megabyte each
  /// is drawn at all (every section wraps or cuts linearly).
  @Test func aCardOfMegabyteTextsIsDrawn() {
    let huge = String(repeating: "Pika ", count: 200_000)
    var card = SampleCards.pikachu
    card.summary = PokemonSummary(
      id: 25, name: "pikachu", displayName: huge, speciesID: 25, types: [.electric])
    card.genus = huge
    card.abilities = [
      PokemonAbility(name: "static", displayName: huge, isHidden: false, effect: huge)
    ]
    card.pokedexEntries = [PokedexEntry(game: "red", gameOrder: 1, text: huge)]
    let state = PokemonDetail.State(query: .number(25), status: .loaded(card))
    let text = PokemonDetailRenderer.render(state, theme: .plain, width: 80)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }
}
