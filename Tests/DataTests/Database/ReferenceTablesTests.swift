import CustomDump
import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData
@testable import PokedexDatabaseGenerator

/// The reference tables made from small hand-written documents (`ReferenceFixtures`),
/// served as PokeAPI serves them.
@Suite("Reference tables")
struct ReferenceTablesTests {
  /// Every table `ReferenceTables` makes, and nothing else.
  static let tableNames: Set<String> = [
    "languages", "regions", "generations", "version_groups", "version_group_regions",
    "versions", "pokedexes",
    "pokedex_version_groups", "pokedex_numbers", "locations", "stats", "egg_groups",
    "growth_rates", "evolution_triggers", "pokemon_colors", "pokemon_shapes",
    "pokemon_habitats", "genders", "encounter_methods", "contest_types", "characteristics",
    "move_damage_classes", "move_targets", "move_ailments", "move_meta_categories",
    "move_learn_methods", "move_battle_styles", "moves", "move_meta", "move_stat_changes",
    "move_past_values",
    "machines", "item_pockets", "item_categories", "item_attributes", "item_fling_effects",
    "items", "item_attribute_map", "item_prices", "berry_firmness", "berry_flavors", "berries",
    "berry_flavor_potency", "natures", "abilities", "pokemon_moves", "pokemon_items", "names",
    "effects", "flavor_texts", "location_areas", "encounter_conditions",
    "encounter_condition_values", "encounters", "encounter_condition_value_map",
  ]

  // MARK: - The tables

  @Test func everyTableIsMadeOnceWithTheColumnsSchemaDeclaresSortedAndInNameOrder()
    async throws
  {
    let tables = try await Self.make()
    let schema = try SchemaColumns.read()
    #expect(Set(tables.map(\.name)) == Self.tableNames)
    #expect(tables.map(\.name) == tables.map(\.name).sorted())
    for table in tables {
      #expect(table.columns == schema[table.name], "\(table.name)")
      #expect(table.rows == table.sorted.rows, "\(table.name) is not sorted")
    }
  }

  @Test func aGroupOfGamesIsRowedWithItsRegions() async throws {
    let tables = try await Self.tables()
    expectNoDifference(tables["version_group_regions"]?.rows, [[1, 1]])
  }

  @Test func aMoveItsMetaAndItsStatChangesAreRows() async throws {
    let tables = try await Self.tables()
    expectNoDifference(
      tables["moves"]?.rows.first { $0.first == 85 },
      [85, "thunderbolt", 1, 13, 90, 15, 100, 0, 10, 3, 10, 1])
    expectNoDifference(
      tables["moves"]?.rows.first { $0.first == 10001 },
      [10001, "shadow-rush", nil, nil, nil, nil, nil, 0, nil, nil, nil, nil])
    // A move with a null meta has no meta row.
    expectNoDifference(
      tables["move_meta"]?.rows,
      [
        [1, 0, 0, nil, nil, nil, nil, 0, 0, 0, 0, 0, 0],
        [45, 2, -1, nil, nil, nil, nil, 0, 0, 0, 0, 0, 0],
        [85, 4, 1, nil, nil, nil, nil, 0, 0, 0, 10, 0, 0],
      ])
    expectNoDifference(tables["move_stat_changes"]?.rows, [[45, 2, -1]])
  }

  @Test func categoriesAndAilmentsWithIdsZeroAndMinusOneAreRowsTheMetaPointsAt() async throws {
    let tables = try await Self.tables()
    expectNoDifference(
      tables["move_meta_categories"]?.rows,
      [[0, "damage"], [2, "net-good-stats"], [4, "damage+ailment"]])
    expectNoDifference(
      tables["move_ailments"]?.rows, [[-1, "unknown"], [0, "none"], [1, "paralysis"]])
  }

  @Test func aMachineIsAnItemThatTeachesAMoveInOneVersionGroup() async throws {
    let tables = try await Self.tables()
    expectNoDifference(tables["machines"]?.rows, [[1, 328, 85, 1]])
  }

  @Test func anItemKeepsItsCostPricesAndSpriteAndEachAttributeOnce() async throws {
    let tables = try await Self.tables()
    expectNoDifference(
      tables["items"]?.rows,
      [
        [17, "potion", 27, 200, 30, nil, "https://example.test/sprites/items/potion.png"],
        // No single cost: the price in the newest game it lists.
        [126, "cheri-berry", 3, 80, 10, 3, nil],
      ])
    expectNoDifference(tables["item_attribute_map"]?.rows, [[17, 1], [17, 5]])
    expectNoDifference(tables["item_prices"]?.rows, [[126, 1, 20, 10], [126, 25, 80, 20]])
    expectNoDifference(tables["item_categories"]?.rows, [[27, "healing", 2]])
  }

  @Test func aBerryIsItsItemWithItsGrowthAndTheStrengthOfEachFlavor() async throws {
    let tables = try await Self.tables()
    expectNoDifference(
      tables["berries"]?.rows,
      [
        [1, "cheri", 126, 2, 60, 10, 20, 5, 3, 15, 25],
        [2, "chesto", 127, nil, nil, nil, nil, nil, nil, nil, nil],
      ])
    expectNoDifference(tables["berry_flavor_potency"]?.rows, [[1, 1, 10], [1, 2, 0]])
    expectNoDifference(tables["berry_flavors"]?.rows, [[1, "spicy", 1]])
  }

  @Test func aNaturePointsAtTheStatsAndFlavorsItChangesAndANeutralOneAtNone() async throws {
    let tables = try await Self.tables()
    expectNoDifference(
      tables["natures"]?.rows, [[1, "hardy", nil, nil, nil, nil], [2, "bold", 2, 3, 1, 5]])
  }

  @Test func anAbilityIsARow() async throws {
    let tables = try await Self.tables()
    expectNoDifference(tables["abilities"]?.rows, [[9, "static", 3, 1]])
    expectNoDifference(
      tables["names"]?.rows.filter { $0.first == "ability" },
      [["ability", 9, 5, "Statik"], ["ability", 9, 9, "Static"]])
  }

  @Test func aPokedexHasItsRegionItsNumbersAndItsGames() async throws {
    let tables = try await Self.tables()
    expectNoDifference(tables["pokedexes"]?.rows, [[2, "kanto", 1, 1]])
    expectNoDifference(tables["pokedex_numbers"]?.rows, [[2, 1, 1], [2, 25, 25]])
    expectNoDifference(tables["pokedex_version_groups"]?.rows, [[2, 1]])
    expectNoDifference(tables["version_groups"]?.rows, [[1, "red-blue", 1, 3]])
    expectNoDifference(tables["versions"]?.rows, [[1, "red", 1]])
    expectNoDifference(
      tables["languages"]?.rows, [[5, "fr", "fr", "fr", 1], [9, "en", "en", "us", 1]])
    expectNoDifference(tables["locations"]?.rows, [[1, "nowhere", nil]])
  }

  @Test func smallListsKeepTheirLinksAndNumbers() async throws {
    let tables = try await Self.tables()
    expectNoDifference(tables["stats"]?.rows, [[1, "hp", nil, 0, 1], [2, "attack", 2, 0, 2]])
    expectNoDifference(tables["characteristics"]?.rows, [[1, 1, 0]])
    expectNoDifference(tables["genders"]?.rows, [[1, "female"]])
    expectNoDifference(tables["generations"]?.rows, [[1, "generation-i", 1]])
  }

  @Test func aLearnsetHasARowPerDetailAndADetailListedTwiceOnce() async throws {
    let tables = try await Self.tables()
    expectNoDifference(
      tables["pokemon_moves"]?.rows,
      [[25, 1, 45, 1, 1, 2], [25, 1, 85, 4, 0, nil], [25, 2, 85, 1, 26, 1]])
    expectNoDifference(tables["pokemon_items"]?.rows, [[25, 1, 132, 50], [25, 2, 132, 5]])
  }

  @Test func anEncounterIsARowPerWayAndSlotsThatSayTheSameAreCounted() async throws {
    let tables = try await Self.tables()
    expectNoDifference(tables["location_areas"]?.rows, [[7, "nowhere-area", 1]])
    expectNoDifference(tables["encounter_conditions"]?.rows, [[1, "time"]])
    expectNoDifference(tables["encounter_condition_values"]?.rows, [[3, "time-night", 1]])
    // Ids follow the rows' values: the night slot (chance 5) after the two of chance 3.
    expectNoDifference(
      tables["encounters"]?.rows,
      [[1, 25, 1, 7, 1, 5, 5, 3, 2], [2, 25, 1, 7, 1, 6, 9, 5, 1]])
    expectNoDifference(tables["encounter_condition_value_map"]?.rows, [[2, 3]])
    expectNoDifference(
      tables["names"]?.rows.filter { ["location-area", "encounter-condition"].contains($0[0]) },
      [["encounter-condition", 1, 9, "Time"], ["location-area", 7, 5, "Nowhere"]])
  }

  // MARK: - The words

  @Test func namesAreKeptInEveryLanguageUnderTheResourceTheyName() async throws {
    let tables = try await Self.tables()
    let names = tables["names"]?.rows ?? []
    expectNoDifference(
      names.filter { $0[0] == "move" },
      [["move", 1, 9, "Pound"], ["move", 85, 5, "Tonnerre"], ["move", 85, 9, "Thunderbolt"]])
    expectNoDifference(
      names.filter { $0[0] == "item" },
      [["item", 17, 5, "Potion"], ["item", 17, 9, "Potion"], ["item", 126, 9, "Cheri Berry"]])
    let kinds = Set(names.map { $0[0] })
    expectNoDifference(
      kinds,
      [
        "ability", "berry-firmness", "berry-flavor", "contest-type", "encounter-condition",
        "encounter-condition-value", "item", "item-category", "item-pocket", "language",
        "location-area", "move", "move-ailment", "nature", "pokedex", "region", "version",
      ])
  }

  /// Effects and in-game texts in every language (`--language`).
  @Test func effectsAndInGameTextsInEveryLanguageAndATextRepeatedOnce() async throws {
    let tables = try await Self.tables()
    expectNoDifference(
      tables["effects"]?.rows,
      [
        ["ability", 9, 9, "Full.", "Short."],
        ["item", 17, 9, "Restores 20 HP.", "Heals 20 HP."],
        ["move", 85, 5, "Has a $effect_chance% chance to paralyze.", "Tonnerre."],
        ["move", 85, 9, "Inflicts regular damage.\nMay paralyze.", "May paralyze."],
      ])
    expectNoDifference(
      tables["flavor_texts"]?.rows,
      [
        ["ability", 9, 9, 1, 0, "May paralyze."],
        ["item", 17, 9, 1, 0, "A spray-type medicine.\nIt restores 20 HP."],
        ["move", 85, 5, 1, 0, "Une puissante décharge."],
        ["move", 85, 9, 1, 0, "A strong electric\nblast."],
      ])
  }

  // MARK: - Making

  static func make() async throws -> [PokedexTable] {
    let documents = PokeAPIDocuments(
      client: FixtureAPIClient(documents: ReferenceFixtures.documents),
      endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base))
    return try await ReferenceTables.make(from: documents)
  }

  /// The tables by name; a name made twice keeps its first table (the first test fails).
  static func tables() async throws -> [String: PokedexTable] {
    Dictionary(try await make().map { ($0.name, $0) }) { first, _ in first }
  }
}
