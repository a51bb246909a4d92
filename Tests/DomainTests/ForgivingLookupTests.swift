import CustomDump
import Domain
import Testing

@Suite("Forgiving look-ups: numbers, gender signs, near names, form names")
struct ForgivingLookupTests {
  @Test(arguments: [
    ("25.0", EntryQuery.Invalid.notAWholeNumber("25.0")), ("2.5", .notAWholeNumber("2.5")),
    ("-25", .zeroOrNegative("-25")), ("#-25", .zeroOrNegative("#-25")),
    ("1/2", .notAWholeNumber("1/2")), ("25 0", .notAWholeNumber("25 0")),
  ])
  func numbersThatAreNotWholeAreRefusedRatherThanFolded(
    text: String, expected: EntryQuery.Invalid
  ) {
    #expect(throws: expected) { try EntryQuery.parse(text) }
  }

  @Test(arguments: [
    ("♀", ["nidoran-f"]), ("♂", ["nidoran-m"]), ("nidoran♀", ["nidoran-f"]),
    ("f", ["butterfree", "nidoran-f", "farfetchd"]),
  ])
  func aGenderSignMatchesTheWholeWordOnly(term: String, expected: [String]) {
    let index = ["butterfree", "nidoran-f", "nidoran-m", "farfetchd"].enumerated()
      .map { PokemonIndexEntry(id: $0.offset + 1, name: $0.element) }
    let found = PokedexSearch.filter(
      index, by: SearchCriteria(terms: [term]), typeMembers: [:], generationMembers: nil)
    expectNoDifference(found.map(\.name), expected)
  }

  @Test func aNameThatStartsSeveralNamesSuggestsThemAll() {
    let names = ["nidoran-f", "nidoran-m", "nidorina", "nidorino", "pikachu"]
    expectNoDifference(
      NameSuggestions.closest(to: "nidoran", in: names), ["nidoran-f", "nidoran-m", "nidorina"])
  }

  @Test(arguments: [
    ("raichu-alola", "raichu", "Raichu", false, "Alolan Raichu", "Alola Form", "Alolan Raichu"),
    ("giratina-altered", "giratina", "Giratina", true, "Altered Giratina", "Altered Forme",
      "Giratina"),
    ("koraidon-limited-build", "koraidon", "Koraidon", false, nil, "Limited Build",
      "Koraidon (Limited Build)"),
    ("zygarde-10", "zygarde", "Zygarde", false, "Zygarde 10% Forme", "10% Forme",
      "Zygarde 10% Forme"),
    ("minior-red", "minior", "Minior", false, "", "", "Minior (Red)"),
  ] as [(String, String, String, Bool, String?, String?, String)])
  func formsAreNamedFromTheirFormDocuments(
    pokemon: String, species: String, english: String, isDefault: Bool, name: String?,
    formName: String?, expected: String
  ) {
    let shown = DisplayName.form(
      pokemonSlug: pokemon, speciesSlug: species, speciesName: english, isDefault: isDefault,
      englishName: name, englishFormName: formName)
    #expect(shown == expected)
  }

  @Test(arguments: [
    (4, 50.0 as Double?, false), (0, 0, false), (8, 100, false), (1, 12.5, false),
    (-1, nil, true),
  ])
  func genderRatesReadAsShares(rate: Int, female: Double?, genderless: Bool) {
    let profile = SpeciesProfile(genderRate: rate)
    #expect(profile.femalePercent == female)
    #expect(profile.isGenderless == genderless)
  }

  @Test func hatchStepsAre257PerCycleAndNeverTrap() {
    #expect(SpeciesProfile(hatchCounter: 10).hatchSteps == 2_570)
    #expect(SpeciesProfile(hatchCounter: Int.max).hatchSteps == Int.max)
    #expect(SpeciesProfile().hatchSteps == nil)
  }
}

@Suite("Sorting by the name shown")
struct NameSortTests {
  static let rows: [(Int, String, String)] = [
    (386, "deoxys-normal", "Deoxys"), (718, "zygarde-50", "Zygarde"),
    (122, "mr-mime", "Mr. Mime"), (866, "mr-rime", "Mr. Rime"),
    (10001, "deoxys-attack", "Deoxys Attack Forme"), (10181, "zygarde-10", "Zygarde 10% Forme"),
    (10168, "mr-mime-galar", "Galarian Mr. Mime"), (26, "raichu", "Raichu"),
    (10100, "raichu-alola", "Alolan Raichu"), (669, "flabebe", "Flabébé"),
    (29, "nidoran-f", "Nidoran♀"), (32, "nidoran-m", "Nidoran♂"), (250, "ho-oh", "Ho-Oh"),
    (25, "pikachu", "Pikachu"),
  ]
  static let index = rows.map { PokemonIndexEntry(id: $0.0, name: $0.1) }
  static let summaries = rows.map {
    PokemonSummary(id: $0.0, name: $0.1, displayName: $0.2, speciesID: $0.0, types: [])
  }

  @Test func entriesSortByTheNameShownWithoutCaseOrAccents() {
    let sorted = PokedexSearch.byName(Self.index, rows: Self.summaries, reversed: false)
    expectNoDifference(sorted.map(\.id), [
      10100, 386, 10001, 669, 10168, 250, 122, 866, 29, 32, 25, 26, 718, 10181,
    ])
    let reversed = PokedexSearch.byName(Self.index, rows: Self.summaries, reversed: true)
    #expect(reversed.map(\.id) == sorted.map(\.id).reversed())
  }

  @Test func anEntryWithoutARowSortsByItsSlugAndTiesKeepNationalOrder() {
    let index = [
      PokemonIndexEntry(id: 3, name: "zubat"), PokemonIndexEntry(id: 2, name: "abra"),
      PokemonIndexEntry(id: 1, name: "abra"),
    ]
    let sorted = PokedexSearch.byName(
      index, rows: [PokemonSummary(id: 3, name: "zubat", displayName: "Aaa", speciesID: 3, types: [])],
      reversed: false)
    #expect(sorted.map(\.id) == [3, 1, 2])
  }
}
