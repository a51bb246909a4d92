import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@MainActor
@Suite("Item card rendering")
struct ItemCardRendererTests {
  nonisolated static func named(_ slug: String, _ name: String? = nil) -> NamedSlug {
    NamedSlug(slug: slug, displayName: name ?? DisplayName.titleCased(slug))
  }

  nonisolated static let waterStone = Item(
    id: 84, name: "water-stone", displayName: "Water Stone", category: named("evolution"),
    pocket: named("misc", "Items"), cost: 3000, flingPower: 30, flingEffect: nil,
    attributes: [named("underground")],
    effect: EffectText(
      full: "Used on a party Pokémon: Evolves an Eevee into Vaporeon.",
      short: "Evolves an Eevee into Vaporeon."),
    descriptions: [
      GameText(
        game: GameGroup(slug: "sword-shield", order: 20, versions: ["sword", "shield"]),
        text: "A peculiar stone that can make certain species of Pokémon evolve.")
    ],
    heldBy: [],
    evolutions: [
      ItemEvolution(from: "Eevee", into: "Vaporeon", trigger: "use-item", isHeld: false),
      ItemEvolution(from: "Poliwhirl", into: "Politoed", trigger: "trade", isHeld: true),
    ],
    berry: nil)

  static let oranBerry = Item(
    id: 132, name: "oran-berry", displayName: "Oran Berry", category: named("medicine"),
    pocket: named("berries", "Berries"), cost: 20, flingPower: 10,
    flingEffect: named("berry-effect", "Berry effect"),
    attributes: [named("holdable-active"), named("consumable")],
    effect: EffectText(full: nil, short: "Held: Consumed at 1/2 max HP to recover 10 HP."),
    descriptions: [],
    heldBy: [
      ItemHolder(
        pokemonID: 25, pokemon: "pikachu", displayName: "Pikachu",
        rarities: [
          HeldRarity(version: "ruby", rarity: 50), HeldRarity(version: "sapphire", rarity: 50),
          HeldRarity(version: "black-2", rarity: 5),
        ])
    ],
    evolutions: [],
    berry: Berry(
      name: "oran", firmness: named("super-hard"), size: 35, maxHarvest: 5, growthTime: 4,
      naturalGiftType: .poison, naturalGiftPower: 60,
      flavors: [
        BerryFlavor(flavor: named("spicy"), potency: 10),
        BerryFlavor(flavor: named("dry"), potency: 10),
      ]))

  static let all: [(String, Item)] = [("water-stone", waterStone), ("oran-berry", oranBerry)]

  @Test(arguments: [40, 80])
  func cards(width: Int) {
    for (name, item) in Self.all {
      for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
        assertSnapshot(
          of: render(item, theme: theme, width: width), as: .readableLines,
          named: "\(name)-\(themeName)-\(width)")
      }
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    for (_, item) in Self.all {
      for theme in [Theme.plain, .ansi] {
        for line in render(item, theme: theme, width: width).split(separator: "\n") {
          #expect(ANSI.strip(String(line)).count <= width, "\(line)")
        }
      }
    }
  }

  @Test func costsAreGroupedAndAnUnsoldItemHasNone() {
    #expect(render(Self.waterStone, width: 80).contains("Cost ₽3,000 · Fling power 30\n"))
    var unsold = Self.waterStone
    unsold.cost = 0
    #expect(render(unsold, width: 80).contains("Cost — · Fling power 30\n"))
  }

  @Test func json() {
    assertSnapshot(of: ItemCard(Self.oranBerry).json(), as: .readableLines, named: "berry")
  }

  private func render(_ item: Item, theme: Theme = .plain, width: Int) -> String {
    ItemCard(item).text(theme, width: width)
  }
}
