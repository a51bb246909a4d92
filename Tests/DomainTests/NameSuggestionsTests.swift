@testable import Domain
import Testing

@Suite("Did you mean")
struct NameSuggestionsTests {
  let names = [
    "pikachu", "pikachu-rock-star", "raichu", "pichu", "bulbasaur", "charizard",
    "charizard-mega-x", "mr-mime", "mew", "mewtwo",
  ]

  @Test(arguments: [
    ("pikachuu", ["pikachu"]), ("pikahcu", ["pikachu"]), ("bulbsaur", ["bulbasaur"]),
    ("charzard", ["charizard"]), ("mr-mine", ["mr-mime"]), ("mewto", ["mewtwo"]),
    ("zzzzzzzz", []), ("ab", []),
  ])
  func theClosestNamesAreSuggestedAndNoneWhenNothingIsClose(query: String, expected: [String]) {
    #expect(NameSuggestions.closest(to: query, in: names) == expected)
  }

  @Test func atMostThreeAreSuggestedClosestFirst() {
    let suggestions = NameSuggestions.closest(to: "pichuu", in: names)
    #expect(suggestions.first == "pichu")
    #expect(suggestions.count <= 3)
  }

  /// Cut short past its limit, the distance is still past it, and exact within it, for
  /// every pair of a few names: the early exit never turns a far name into a near one.
  @Test func aDistanceCutShortIsStillPastItsLimit() {
    let words = names + ["pikachu-rock-star-x", "ab", "", "zzzzzzzzzzzzzzzzzzzz", "pichuu"]
    for a in words {
      for b in words {
        let full = NameSuggestions.editDistance(Array(a), Array(b))
        for limit in 0...4 {
          let cut = NameSuggestions.editDistance(Array(a), Array(b), atMost: limit)
          #expect(full <= limit ? cut == full : cut > limit, "\(a) ~ \(b) within \(limit)")
        }
      }
    }
  }
}
