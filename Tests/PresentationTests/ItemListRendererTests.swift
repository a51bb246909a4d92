import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Item and berry list rendering")
struct ItemListRendererTests {
  static let items = Page(
    items: [
      ItemRow(
        id: 2, name: "ultra-ball", displayName: "Ultra Ball",
        category: NamedSlug(slug: "standard-balls", displayName: "Standard balls"),
        pocket: NamedSlug(slug: "pokeballs", displayName: "Poké Balls"), cost: 600,
        shortEffect: "Tries to catch a wild Pokémon. Success rate is 2×."),
      ItemRow(
        id: 84, name: "water-stone", displayName: "Water Stone",
        category: NamedSlug(slug: "evolution", displayName: "Evolution"),
        pocket: NamedSlug(slug: "misc", displayName: "Items"), cost: nil,
        shortEffect: "Evolves an Eevee into Vaporeon."),
    ],
    offset: 0, limit: 2, totalCount: 2223)

  static let berries = Page(
    items: [
      BerryRow(
        number: 10, item: "sitrus-berry", displayName: "Sitrus Berry",
        berry: Berry(
          name: "sitrus", firmness: NamedSlug(slug: "very-hard", displayName: "Very Hard"),
          size: 95, maxHarvest: 5, growthTime: 8, naturalGiftType: .psychic,
          naturalGiftPower: 60,
          flavors: [
            BerryFlavor(flavor: NamedSlug(slug: "dry", displayName: "Dry"), potency: 10),
            BerryFlavor(flavor: NamedSlug(slug: "sweet", displayName: "Sweet"), potency: 10),
          ]))
    ],
    offset: 0, limit: 1, totalCount: 68)

  @Test(arguments: [40, 80])
  func pages(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      let items = PagedList(
        page: Self.items, request: PageRequest(offset: 0, limit: 2), layout: .items
      ).text(theme, width: width, hints: StubHints())
      assertSnapshot(of: items, as: .readableLines, named: "items-\(themeName)-\(width)")
      let berries = PagedList(
        page: Self.berries, request: PageRequest(offset: 0, limit: 1), layout: .berries
      ).text(theme, width: width, hints: StubHints())
      assertSnapshot(of: berries, as: .readableLines, named: "berries-\(themeName)-\(width)")
      for line in (items + berries).split(separator: "\n")
      where !ANSI.strip(String(line)).hasPrefix("<page") {
        #expect(ANSI.strip(String(line)).count <= width, "\(line)")
      }
    }
  }

  @Test func json() {
    assertSnapshot(
      of: PagedList(page: Self.items, request: PageRequest(offset: 0, limit: 2), layout: .items)
        .json(hints: StubHints()),
      as: .readableLines, named: "items")
    assertSnapshot(
      of: PagedList(page: Self.berries, request: PageRequest(offset: 0, limit: 1), layout: .berries)
        .json(hints: StubHints()),
      as: .readableLines, named: "berries")
  }
}
