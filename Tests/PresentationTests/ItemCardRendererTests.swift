import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

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

  nonisolated static let redBlue = GameGroup(
    slug: "red-blue", order: 3, versions: ["red", "blue"], generation: 1)
  nonisolated static let yellow = GameGroup(
    slug: "yellow", order: 4, versions: ["yellow"], generation: 1)
  nonisolated static let goldSilver = GameGroup(
    slug: "gold-silver", order: 5, versions: ["gold", "silver"], generation: 2)
  nonisolated static let scarletViolet = GameGroup(
    slug: "scarlet-violet", order: 27, versions: ["scarlet", "violet"], generation: 9)

  /// A machine: its price and its move change with the games.
  nonisolated static let tm01 = Item(
    id: 305, name: "tm01", displayName: "TM01", category: named("all-machines"),
    pocket: named("machines", "TMs and HMs"), cost: 3000, flingPower: nil, flingEffect: nil,
    attributes: [],
    effect: EffectText(full: nil, short: "Teaches Take Down to a compatible Pokémon."),
    descriptions: [], heldBy: [], evolutions: [], berry: nil
  ).with(
    prices: [
      ItemPrice(game: redBlue, purchase: 3000, sell: 1500),
      ItemPrice(game: yellow, purchase: 3000, sell: 1500),
      ItemPrice(game: goldSilver, purchase: nil, sell: 1500),
      ItemPrice(game: scarletViolet, purchase: nil, sell: 400),
    ],
    teaches: [
      TaughtMove(game: redBlue, move: named("mega-punch")),
      TaughtMove(game: yellow, move: named("mega-punch")),
      TaughtMove(game: goldSilver, move: named("dynamic-punch", "Dynamic Punch")),
      TaughtMove(game: scarletViolet, move: named("take-down")),
    ])

  static let all: [(String, Item)] = [
    ("water-stone", waterStone), ("oran-berry", oranBerry), ("tm01", tm01),
    ("tm01-as-in-red", tm01.asItWas(in: redBlue)),
    ("tm01-as-in-gold", tm01.asItWas(in: goldSilver)),
  ]

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
    assertSnapshot(of: ItemCard(Self.tm01).json(), as: .readableLines, named: "machine")
    assertSnapshot(
      of: ItemCard(Self.tm01.asItWas(in: Self.goldSilver)).json(), as: .readableLines,
      named: "machine-as-in-gold")
  }

  /// Today's card names the game of the newest price a shop asks; told as in a game, the
  /// card gives that game's price and move, and says which game it tells.
  @Test func aMachineIsPricedAndTeachesPerGame() {
    let today = render(Self.tm01, width: 80)
    #expect(today.contains("Cost ₽3,000 in Yellow\n"))
    #expect(today.contains("  Mega Punch: Red and Blue, Yellow\n"))
    #expect(today.contains("  Not in shops, sell ₽1,500: Gold and Silver\n"))
    let gold = render(Self.tm01.asItWas(in: Self.goldSilver), width: 80)
    #expect(gold.hasPrefix("""
      #0305  TM01
      All Machines · TMs and HMs pocket
      Not in shops · sell ₽1,500
      Price and move taught as in Gold and Silver

      """))
    #expect(gold.contains("Teaches\n  Dynamic Punch\n"))
    #expect(!gold.contains("Prices"))
  }

  private func render(_ item: Item, theme: Theme = .plain, width: Int) -> String {
    ItemCard(item).text(theme, width: width)
  }
}
