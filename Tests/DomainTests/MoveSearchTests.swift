import CustomDump
import Domain
import Testing

@Suite("Which moves match, in what order")
struct MoveSearchTests {
  static func row(
    _ id: Int, _ name: String, _ type: PokemonType?, _ damageClass: String?, power: Int?,
    accuracy: Int?, pp: Int?, priority: Int = 0, generation: Int? = 1
  ) -> MoveRow {
    MoveRow(
      move: MoveSummary(
        id: id, name: name, displayName: DisplayName.titleCased(name), type: type,
        damageClass: damageClass, power: power, accuracy: accuracy, pp: pp),
      priority: priority, generation: generation)
  }

  static let rows = [
    row(98, "quick-attack", .normal, "physical", power: 40, accuracy: 100, pp: 30, priority: 1),
    row(85, "thunderbolt", .electric, "special", power: 90, accuracy: 100, pp: 15),
    row(87, "thunder", .electric, "special", power: 110, accuracy: 70, pp: 10),
    row(86, "thunder-wave", .electric, "status", power: nil, accuracy: 90, pp: 20),
    row(261, "will-o-wisp", .fire, "status", power: nil, accuracy: 85, pp: 15, generation: 3),
    row(18, "whirlwind", .normal, "status", power: nil, accuracy: nil, pp: 20, priority: -6),
  ]

  static func ids(_ criteria: MoveCriteria) -> [Int] {
    MoveSearch.filter(rows, by: criteria).map(\.move.id)
  }

  @Test(arguments: [
    (["thunder"], [85, 86, 87]), (["bolt"], [85]), (["willowisp"], [261]),
    (["electric", "status"], [86]), (["fire"], [261]), (["thunder", "special"], [85, 87]),
    (["nothing"], []),
  ])
  func everyWordMustMatchANamePartATypeOrAClass(terms: [String], expected: [Int]) {
    expectNoDifference(Self.ids(MoveCriteria(terms: terms)), expected)
  }

  @Test func filtersNarrowByTypeClassAndGeneration() {
    expectNoDifference(Self.ids(MoveCriteria(type: .electric)), [85, 86, 87])
    expectNoDifference(Self.ids(MoveCriteria(damageClass: "status")), [18, 86, 261])
    expectNoDifference(Self.ids(MoveCriteria(generation: 3)), [261])
    expectNoDifference(Self.ids(MoveCriteria(type: .electric, damageClass: "special")), [85, 87])
  }

  /// Highest first; a move without the number (a status move's power) last either way,
  /// ties in number order.
  @Test(arguments: [
    (MoveSort.number, false, [18, 85, 86, 87, 98, 261]),
    (.number, true, [261, 98, 87, 86, 85, 18]),
    (.name, false, [98, 87, 86, 85, 18, 261]),
    (.power, false, [87, 85, 98, 18, 86, 261]),
    (.power, true, [98, 85, 87, 18, 86, 261]),
    (.accuracy, false, [85, 98, 86, 261, 87, 18]),
    (.pp, false, [98, 18, 86, 85, 261, 87]),
    (.priority, false, [98, 85, 86, 87, 261, 18]),
    (.priority, true, [18, 85, 86, 87, 261, 98]),
  ])
  func sortsPutTheHighestFirstAndTheMissingLast(sort: MoveSort, reversed: Bool, expected: [Int]) {
    expectNoDifference(Self.ids(MoveCriteria(sort: sort, reversed: reversed)), expected)
  }

  @Test func aPageIsASliceOfTheMatchesWithTheirCount() async throws {
    struct Catalog: EntryCatalog {
      typealias Kind = Move
      func rows(for criteria: MoveCriteria) async throws -> [MoveRow] {
        MoveSearchTests.rows
      }
    }
    let list = ListMoves(catalog: Catalog())
    let page = try await list.page(
      MoveCriteria(type: .electric), PageRequest(offset: 1, limit: 5))
    expectNoDifference(page.items.map(\.move.id), [86, 87])
    #expect(page.totalCount == 3)
    let past = try await list.page(MoveCriteria(), PageRequest(offset: 40, limit: 5))
    #expect(past.items.isEmpty)
    #expect(past.totalCount == 6)
  }

  @Test func onlyNamesAreNeededWithoutFiltersTypeOrClassWordsOrNumericSorts() {
    #expect(MoveSearch.needsOnlyNames(MoveCriteria()))
    #expect(MoveSearch.needsOnlyNames(MoveCriteria(terms: ["thunder"], reversed: true)))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(sort: .name)))
    #expect(MoveSearch.needsOnlyNames(MoveCriteria(pokemon: .name("pikachu"))))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(terms: ["electric"])))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(terms: ["status"])))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(type: .fire)))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(damageClass: "special")))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(generation: 1)))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(game: "red")))
    #expect(!MoveSearch.needsOnlyNames(MoveCriteria(sort: .power)))
  }

  @Test func namesAreMatchedAndOrderedAsRowsAre() {
    let names = Self.rows.map {
      ReferenceHit(kind: .move, id: $0.move.id, name: $0.move.name, displayName: $0.move.displayName)
    }
    for criteria in [
      MoveCriteria(), MoveCriteria(reversed: true),
      MoveCriteria(terms: ["thunder"]), MoveCriteria(terms: ["thunder"], reversed: true),
    ] {
      expectNoDifference(
        SlugSearch.filter(names: names, terms: criteria.terms, reversed: criteria.reversed).map(\.id),
        MoveSearch.filter(Self.rows, by: criteria).map(\.move.id))
    }
  }
}
