import Domain
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
}
