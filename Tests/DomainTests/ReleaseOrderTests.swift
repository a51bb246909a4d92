import Domain
import Testing

/// `ReleaseOrderedRepository`: an entry whose groups a source orders by id gets them in
/// release order, and an entry that lists one group costs no catalog read.
@Suite("Lists per game in release order")
struct ReleaseOrderTests {
  /// Groups as another API's links give them: their ids as their order.
  static let redBlueLink = GameGroup(slug: "red-blue", order: 1)
  static let swordShieldLink = GameGroup(slug: "sword-shield", order: 20)
  static let blueJapanLink = GameGroup(slug: "blue-japan", order: 29)

  static func tm01(prices: [ItemPrice]) -> Item {
    var item = Item(
      id: 305, name: "tm01", displayName: "TM01", category: nil, pocket: nil, cost: nil,
      flingPower: nil, flingEffect: nil, attributes: [],
      effect: EffectText(full: "Teaches a move.", short: nil, chance: nil), descriptions: [],
      heldBy: [], evolutions: [], berry: nil)
    item.prices = prices
    return item
  }

  /// The groups in release order, counting the reads.
  final class Catalog: GameCatalog, @unchecked Sendable {
    private(set) var reads = 0
    func group(named game: String) async throws -> GameGroup? {
      try await groups().first { $0.isNamed(game) }
    }
    func groups() async throws -> [GameGroup] {
      reads += 1
      return [
        GameGroup(slug: "blue-japan", order: 2, generation: 1),
        GameGroup(slug: "red-blue", order: 3, generation: 1),
        GameGroup(slug: "sword-shield", order: 22, generation: 8),
      ]
    }
    func group(standingFor generation: Int) async throws -> GameGroup? { nil }
  }

  struct Held: EntryRepository {
    let item: Item
    var kind: EntryKind { .item }
    func entry(_ query: EntryQuery) async throws -> Item { item }
  }

  /// TM01's newest price is Sword and Shield's, though Blue (Japan) has the highest id.
  @Test func pricesGoInReleaseOrderAndTheNewestIsTheNewestGames() async throws {
    let catalog = Catalog()
    let item = Self.tm01(prices: [
      ItemPrice(game: Self.redBlueLink, purchase: 3000, sell: 1500),
      ItemPrice(game: Self.swordShieldLink, purchase: 40000, sell: 20000),
      ItemPrice(game: Self.blueJapanLink, purchase: 3000, sell: 1500),
    ])
    let ordered = try await ReleaseOrderedRepository(Held(item: item), catalog: catalog)
      .entry(.number(305))
    #expect(ordered.prices?.map(\.game.slug) == ["blue-japan", "red-blue", "sword-shield"])
    #expect(ordered.newestPrice?.game.slug == "sword-shield")
    #expect(ordered.newestPrice?.game.generation == 8)
    #expect(catalog.reads == 1)
  }

  @Test func anEntryOfOneGroupCostsNoRead() async throws {
    let catalog = Catalog()
    let item = Self.tm01(prices: [ItemPrice(game: Self.redBlueLink, purchase: 3000, sell: 1500)])
    let shown = try await ReleaseOrderedRepository(Held(item: item), catalog: catalog)
      .entry(.number(305))
    #expect(shown == item)
    #expect(catalog.reads == 0)
  }

  /// Elements of one group keep their order; a group the catalog lacks keeps its own.
  @Test func aListKeepsTiesAndUnknownGroups() {
    let texts = [
      GameText(game: GameGroup(slug: "sword-shield", order: 20), text: "b"),
      GameText(game: GameGroup(slug: "sword-shield", order: 20), text: "a"),
      GameText(game: GameGroup(slug: "unknown", order: 5), text: "c"),
    ]
    let ordered = texts.inReleaseOrder(["sword-shield": GameGroup(slug: "sword-shield", order: 1)])
    #expect(ordered.map(\.text) == ["b", "a", "c"])
  }
}
