import CustomDump
import Domain
import Testing

@Suite("Search rules")
struct PokedexSearchTests {
  /// A slice of the national list, with the awkward names.
  static let index: [PokemonIndexEntry] = [
    (1, "bulbasaur"), (6, "charizard"), (25, "pikachu"), (26, "raichu"), (29, "nidoran-f"),
    (32, "nidoran-m"), (83, "farfetchd"), (122, "mr-mime"), (131, "lapras"), (144, "articuno"),
    (146, "moltres"), (172, "pichu"), (250, "ho-oh"), (474, "porygon-z"), (669, "flabebe"),
    (772, "type-null"), (865, "sirfetchd"), (866, "mr-rime"), (10034, "charizard-mega-x"),
    (10035, "charizard-mega-y"), (10080, "pikachu-rock-star"), (10097, "pikachu-unova-cap"),
    (10100, "raichu-alola"), (10168, "mr-mime-galar"),
  ].map { PokemonIndexEntry(id: $0.0, name: $0.1) }

  static let types: [PokemonType: Set<Int>] = [
    .fire: [6, 146, 250, 10034, 10035], .flying: [6, 83, 144, 146, 250, 10035],
    .water: [131], .ice: [131, 144, 10168], .electric: [25, 26, 172, 10080, 10097, 10100],
    .psychic: [122, 10100, 10168], .dragon: [10034],
  ]

  func find(_ terms: [String], types: [PokemonType] = [], sort: PokemonSort = .number,
    reversed: Bool = false) -> [Int]
  {
    let criteria = SearchCriteria(terms: terms, types: types, sort: sort, reversed: reversed)
    let members = Self.types.filter { criteria.typesToLoad.contains($0.key) }
    return PokedexSearch.filter(
      Self.index, by: criteria, typeMembers: members, generationMembers: nil
    ).map(\.id)
  }

  @Test(arguments: [
    (["pika"], [25, 10080, 10097]),
    (["Pikachu"], [25, 10080, 10097]),
    (["pikachuu"], []),
    (["mr mime"], [122, 10168]),
    (["Mr. Mime"], [122, 10168]),
    (["mrmime"], [122, 10168]),
    (["MR-MIME"], [122, 10168]),
    (["mime"], [122, 10168]),
    (["flabebe"], [669]),
    (["Flabébé"], [669]),
    (["FLABÉBÉ"], [669]),
    (["nidoran f"], [29]),
    (["Nidoran♀"], [29]),
    (["nidoran♂"], [32]),
    (["nidoran"], [29, 32]),
    (["farfetch'd"], [83]),
    (["Farfetch’d"], [83]),
    (["fetchd"], [83, 865]),
    (["ho-oh"], [250]),
    (["Ho Oh"], [250]),
    (["hooh"], [250]),
    (["porygonz"], [474]),
    (["type: null"], [772]),
    (["typenull"], [772]),
    (["fire"], [6, 146, 250, 10034, 10035]),
    (["FIRE", "flying"], [6, 146, 250, 10035]),
    (["fire", "flying", "charizard"], [6, 10035]),
    (["charizard", "mega"], [10034, 10035]),
    (["charizard", "dragon"], [10034]),
    (["ice", "psychic"], [10168]),
    (["raichu", "alola"], [10100]),
    (["raichu alola"], [10100]),
    (["electric", "chu"], [25, 26, 172, 10080, 10097, 10100]),
    (["water", "fire"], []),
    (["zzz"], []),
  ])
  func everyWordMustMatchANameOrAType(terms: [String], expected: [Int]) {
    #expect(find(terms) == expected)
  }

  @Test func typeFiltersMustAllMatch() {
    #expect(find([], types: [.water, .ice]) == [131])
    #expect(find(["r"], types: [.fire, .flying]) == [6, 146, 10035])
  }

  @Test func filteringKeepsNationalOrderAndReversesItOnlyForTheNumberOrder() {
    #expect(find(["mr"]) == [122, 866, 10168])
    #expect(find(["mr"], reversed: true) == [10168, 866, 122])
    // The name and stat orders come later, from the rows and the traits.
    #expect(find(["mr"], sort: .name, reversed: true) == [122, 866, 10168])
  }

  @Test func generationAndFavoritesNarrowTheList() {
    let criteria = SearchCriteria(terms: ["chu"], onlyIDs: [26, 172, 999])
    let matches = PokedexSearch.filter(
      Self.index, by: criteria, typeMembers: [:], generationMembers: [1, 26, 172, 25])
    #expect(matches.map(\.id) == [26, 172])
  }

  @Test func onlyTheTypesTheCriteriaNameAreLoaded() {
    let criteria = SearchCriteria(terms: ["fire", "char", "Flying"], types: [.dragon])
    #expect(criteria.typesToLoad == [.dragon, .fire, .flying])
    #expect(SearchCriteria().isEverything)
    #expect(!SearchCriteria(sort: .name).isEverything)
  }

  @Test func termsThatMatchNothingGetTheNearestNames() {
    #expect(
      PokedexSearch.suggestions(
        for: SearchCriteria(terms: ["pikachuu"]), in: Self.index) == ["pikachu"])
    #expect(
      PokedexSearch.suggestions(for: SearchCriteria(terms: ["fyre"]), in: Self.index)
        == ["fire"])
    #expect(
      PokedexSearch.suggestions(for: SearchCriteria(terms: ["fire", "lapraz"]), in: Self.index)
        == ["lapras"])
    #expect(PokedexSearch.suggestions(for: SearchCriteria(terms: ["qqqqqq"]), in: Self.index) == [])
  }
}
