import CustomDump
import Domain
import Testing

@Suite("Which abilities match, in what order")
struct AbilitySearchTests {
  static func row(_ id: Int, _ name: String, generation: Int, pokemon: Int) -> AbilityRow {
    AbilityRow(
      id: id, name: name, displayName: DisplayName.titleCased(name), generation: generation,
      pokemonCount: pokemon, shortEffect: nil)
  }

  static let rows = [
    row(31, "lightning-rod", generation: 3, pokemon: 20),
    row(10, "volt-absorb", generation: 3, pokemon: 13),
    row(11, "water-absorb", generation: 3, pokemon: 30),
    row(26, "levitate", generation: 3, pokemon: 44),
    row(273, "toxic-chain", generation: 9, pokemon: 4),
    row(9, "static", generation: 3, pokemon: 30),
  ]

  static func ids(_ criteria: AbilityCriteria) -> [Int] {
    AbilitySearch.filter(rows, by: criteria).map(\.id)
  }

  @Test(arguments: [
    (["absorb"], [10, 11]), (["rod"], [31]), (["lightningrod"], [31]),
    (["volt", "absorb"], [10]), (["water", "volt"], []), (["nothing"], []),
  ])
  func everyWordMustMatchAPartOfTheName(terms: [String], expected: [Int]) {
    expectNoDifference(Self.ids(AbilityCriteria(terms: terms)), expected)
  }

  @Test func aGenerationKeepsTheAbilitiesItIntroduced() {
    expectNoDifference(Self.ids(AbilityCriteria(generation: 9)), [273])
    expectNoDifference(Self.ids(AbilityCriteria(generation: 1)), [])
  }

  /// The most widely held first; ties in number order; reversed turns the whole order.
  @Test(arguments: [
    (AbilitySort.number, false, [9, 10, 11, 26, 31, 273]),
    (AbilitySort.number, true, [273, 31, 26, 11, 10, 9]),
    (AbilitySort.name, false, [26, 31, 9, 273, 10, 11]),
    (AbilitySort.pokemon, false, [26, 9, 11, 31, 10, 273]),
    (AbilitySort.pokemon, true, [273, 10, 31, 11, 9, 26]),
  ])
  func ordersByNumberNameOrHowManyHaveIt(sort: AbilitySort, reversed: Bool, expected: [Int]) {
    expectNoDifference(Self.ids(AbilityCriteria(sort: sort, reversed: reversed)), expected)
  }

  @Test func aPageIsASliceOfTheMatchesWithTheirCount() {
    let all = AbilitySearch.filter(Self.rows, by: AbilityCriteria())
    let page = Page.slice(of: all, PageRequest(offset: 4, limit: 5))
    expectNoDifference(page.items.map(\.id), [31, 273])
    #expect(page.totalCount == 6)
    #expect(Page.slice(of: all, PageRequest(offset: 40, limit: 5)).items.isEmpty)
  }

  @Test func onlyNamesAreNeededInNumberOrderWithoutAGeneration() {
    #expect(AbilitySearch.needsOnlyNames(AbilityCriteria()))
    #expect(AbilitySearch.needsOnlyNames(AbilityCriteria(terms: ["rod"], reversed: true)))
    #expect(!AbilitySearch.needsOnlyNames(AbilityCriteria(generation: 3)))
    #expect(!AbilitySearch.needsOnlyNames(AbilityCriteria(sort: .name)))
    #expect(!AbilitySearch.needsOnlyNames(AbilityCriteria(sort: .pokemon)))
  }

  @Test func namesAreMatchedAndOrderedAsRowsAre() {
    let names = Self.rows.map {
      ReferenceHit(kind: .ability, id: $0.id, name: $0.name, displayName: $0.displayName)
    }
    for criteria in [
      AbilityCriteria(), AbilityCriteria(reversed: true), AbilityCriteria(terms: ["rod"]),
    ] {
      #expect(
        SlugSearch.filter(names: names, terms: criteria.terms, reversed: criteria.reversed).map(\.id)
          == AbilitySearch.filter(Self.rows, by: criteria).map(\.id))
    }
  }
}
