import CustomDump
import Domain
import Testing

@Suite("Which items match, in what order")
struct ItemSearchTests {
  static func row(
    _ id: Int, _ name: String, category: String, pocket: (String, String), cost: Int?
  ) -> ItemRow {
    ItemRow(
      id: id, name: name, displayName: DisplayName.titleCased(name),
      category: NamedSlug(slug: category, displayName: DisplayName.titleCased(category)),
      pocket: NamedSlug(slug: pocket.0, displayName: pocket.1), cost: cost, shortEffect: nil)
  }

  static let rows = [
    row(84, "water-stone", category: "evolution", pocket: ("misc", "Items"), cost: nil),
    row(83, "thunder-stone", category: "evolution", pocket: ("misc", "Items"), cost: 3000),
    row(2, "ultra-ball", category: "standard-balls", pocket: ("pokeballs", "Poké Balls"), cost: 600),
    row(234, "leftovers", category: "held-items", pocket: ("misc", "Items"), cost: 4000),
    row(126, "cheri-berry", category: "medicine", pocket: ("berries", "Berries"), cost: 0),
  ]

  static func ids(_ criteria: ItemCriteria) -> [Int] {
    ItemSearch.filter(rows, by: criteria).map(\.id)
  }

  @Test(arguments: [
    (["stone"], [83, 84]), (["waterstone"], [84]), (["water", "stone"], [84]), (["nothing"], []),
  ])
  func everyWordMustMatchAPartOfTheName(terms: [String], expected: [Int]) {
    expectNoDifference(Self.ids(ItemCriteria(terms: terms)), expected)
  }

  @Test func aCategoryOrAPocketByItsSlugOrItsEnglishName() {
    expectNoDifference(Self.ids(ItemCriteria(category: "evolution")), [83, 84])
    expectNoDifference(Self.ids(ItemCriteria(pocket: "misc")), [83, 84, 234])
    expectNoDifference(Self.ids(ItemCriteria(pocket: "items")), [83, 84, 234])
    expectNoDifference(Self.ids(ItemCriteria(pocket: "poke-balls")), [2])
  }

  /// The dearest first, reversed the cheapest first; unsold items last either way.
  @Test func byCostUnsoldItemsComeLast() {
    expectNoDifference(Self.ids(ItemCriteria(sort: .cost)), [234, 83, 2, 84, 126])
    expectNoDifference(Self.ids(ItemCriteria(sort: .cost, reversed: true)), [2, 83, 234, 84, 126])
    expectNoDifference(Self.ids(ItemCriteria(sort: .name)), [126, 234, 83, 2, 84])
  }

  @Test func onlyNamesAreNeededInNumberOrderWithoutACategoryOrPocket() {
    #expect(ItemSearch.needsOnlyNames(ItemCriteria()))
    #expect(ItemSearch.needsOnlyNames(ItemCriteria(terms: ["stone"], reversed: true)))
    #expect(!ItemSearch.needsOnlyNames(ItemCriteria(category: "evolution")))
    #expect(!ItemSearch.needsOnlyNames(ItemCriteria(pocket: "berries")))
    #expect(!ItemSearch.needsOnlyNames(ItemCriteria(sort: .cost)))
    let names = Self.rows.map {
      ReferenceHit(kind: .item, id: $0.id, name: $0.name, displayName: $0.displayName)
    }
    for criteria in [ItemCriteria(), ItemCriteria(reversed: true), ItemCriteria(terms: ["stone"])] {
      #expect(
        SlugSearch.filter(names: names, terms: criteria.terms, reversed: criteria.reversed).map(\.id)
          == ItemSearch.filter(Self.rows, by: criteria).map(\.id))
    }
  }

  @Test func anUnknownCategoryIsOneLineWithTheNearest() async {
    let items = ListItems(catalog: Stub(rows: Self.rows))
    await #expect(
      throws: PokedexError.noSuchChoice(
        noun: "item category", given: "evolutin", suggestions: ["evolution"],
        choices: ItemSearch.choices(Self.rows, \.category))
    ) {
      _ = try await items.page(ItemCriteria(category: "evolutin"), PageRequest(offset: 0, limit: 5))
    }
  }
}

private struct Stub: EntryCatalog {
  typealias Kind = Item
  let rows: [ItemRow]
  func rows(for criteria: ItemCriteria) async throws -> [ItemRow] { rows }
}
