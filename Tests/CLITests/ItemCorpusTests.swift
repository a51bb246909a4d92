import CustomDump
import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every item of the built-in database against its `item` document in the corpus, and
/// every berry against its `berry` document, when `POKEAPI_CORPUS` names it: the card the
/// database gives is the card the network path makes from the item's and the berry's
/// documents, but for what only other documents hold (the pocket, evolutions); the
/// berry's facts are also checked against the berry documents themselves.
@Suite(
  "Items and berries against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct ItemCorpusTests {
  /// `pokecli items` over the network gives the pages the built-in data gives, in every
  /// order, with words, a category and a pocket.
  @Test func everyItemsRowOverTheNetworkIsTheDatabases() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      // One cache for every page and language: each document is decoded once.
      let kept = InMemoryDocumentStorage()
      let builtIn = ListItems(
        catalog: DatabaseItemCatalog(database: try BuiltInData.embeddedDatabase()))
      let remote = ListItems(
        catalog: RemoteItemCatalog(
          source: try .corpus(at: path, storage: kept)))
      let criteria: [ItemCriteria] = [
        ItemCriteria(), ItemCriteria(reversed: true), ItemCriteria(terms: ["stone"]),
        ItemCriteria(category: "evolution"), ItemCriteria(pocket: "berries", sort: .name),
        ItemCriteria(sort: .cost), ItemCriteria(sort: .name, reversed: true),
      ]
      for criterion in criteria {
        for request in [PageRequest(offset: 0, limit: 20), PageRequest(offset: 2000, limit: 100)] {
          let fromDatabase = try await builtIn.page(criterion, request)
          let fromNetwork = try await remote.page(criterion, request)
          expectNoDifference(fromDatabase, fromNetwork, "\(criterion) \(request)")
        }
      }
      // In another language, every row's names and short effect are the built-in data's.
      for language in TranslatedWords.languages {
        let shown = ListItems(
          catalog: DatabaseItemCatalog(
            database: try BuiltInData.embeddedDatabase(language: language)))
        let said = ListItems(
          catalog: RemoteItemCatalog(
            source: try .corpus(at: path, language: language, storage: kept)))
        let request = PageRequest(offset: 0, limit: 3000)
        func names(_ rows: [ItemRow]) -> [String] {
          rows.map {
            "\($0.displayName) · \($0.category?.displayName ?? "-") · \($0.pocket?.displayName ?? "-")"
              + " · \($0.shortEffect ?? "-")"
          }
        }
        let fromDatabase = try await shown.page(ItemCriteria(), request).items
        let fromNetwork = try await said.page(ItemCriteria(), request).items
        expectNoDifference(names(fromDatabase), names(fromNetwork), language)
      }
    }
  }

  /// `pokecli berries` over the network gives the pages the built-in data gives.
  @Test func everyBerrysRowOverTheNetworkIsTheDatabases() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let builtIn = ListBerries(
        catalog: DatabaseItemCatalog(database: try BuiltInData.embeddedDatabase()))
      let remote = ListBerries(catalog: RemoteBerryCatalog(source: try .corpus(at: path)))
      for terms in [[], ["ch"], ["berry"], ["roseli"]] {
        for request in [PageRequest(offset: 0, limit: 100), PageRequest(offset: 60, limit: 5)] {
          let fromDatabase = try await builtIn.page(terms, request)
          let fromNetwork = try await remote.page(terms, request)
          expectNoDifference(fromDatabase, fromNetwork, "\(terms) \(request)")
        }
      }
    }
  }

  @Test func everyItemsCardIsItsDocument() async throws {
    try await CorpusLane.run {
      let cards = CorpusEveryCard<Item>(
        folder: "item", count: 2223, builtIn: { DatabaseItemRepository(database: $0) },
        remote: { RemoteItemRepository(reader: $0) })
      try await cards.compare { item, builtIn in
        var item = Self.comparable(item)
        // The network finds a berry by its item's name, as a user asks; of two items
        // named roseli-berry the built-in data gives the berry to the one with names (723),
        // which is what that name finds.
        item.berry = try await builtIn.entry(.name(item.name)).berry
        return item
      }
    }
  }

  @Test func everyBerryIsItsDocument() async throws {
    // On the corpus lane: decoding documents must not hold the pool the loopback
    // servers of other suites run on.
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2/berry")
      let builtIn = DatabaseItemRepository(database: try BuiltInData.embeddedDatabase())
      let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .compactMap { Int($0) }.sorted()
      #expect(ids.count == 68)
      for id in ids {
        let raw = try MoveCorpusTests.raw(folder.appendingPathComponent("\(id)/index.json"))
        func slug(_ key: String) -> String? { (raw[key] as? [String: Any])?["name"] as? String }
        // By the item's name, as a user asks: two items are named roseli-berry, a bare
        // copy (2279, which the berry links) and the one with names (723): the berry is
        // found on the second.
        let item = try #require((raw["item"] as? [String: Any])?["name"] as? String)
        let entry = try await builtIn.entry(.name(item))
        let berry = try #require(entry.berry, "\(item)")
        #expect(berry.name == raw["name"] as? String)
        #expect(berry.firmness?.slug == slug("firmness"), "\(item)")
        #expect(berry.size == raw["size"] as? Int, "\(item)")
        #expect(berry.maxHarvest == raw["max_harvest"] as? Int, "\(item)")
        #expect(berry.growthTime == raw["growth_time"] as? Int, "\(item)")
        #expect(berry.naturalGiftPower == raw["natural_gift_power"] as? Int, "\(item)")
        #expect(berry.naturalGiftType?.slug == slug("natural_gift_type"), "\(item)")
        let flavors = (raw["flavors"] as? [[String: Any]] ?? []).compactMap { entry -> String? in
          guard let potency = entry["potency"] as? Int, potency > 0,
            let flavor = (entry["flavor"] as? [String: Any])?["name"] as? String
          else { return nil }
          return "\(flavor) \(potency)"
        }
        #expect(
          Set(berry.flavors.map { "\($0.flavor.slug) \($0.potency)" }) == Set(flavors), "\(item)")
      }
    }
  }

  /// `item` as the network path knows it: names from slugs, games by slug alone, and
  /// without what other documents hold (a berry's facts it reads from the berry's); its
  /// category and pocket named in English by their own documents, as the database names
  /// them.
  static func comparable(_ item: Item) -> Item {
    var item = item
    func bare(_ named: NamedSlug?) -> NamedSlug? {
      named.map { NamedSlug(slug: $0.slug, displayName: DisplayName.titleCased($0.slug)) }
    }
    item.flingEffect = bare(item.flingEffect)
    item.attributes = item.attributes.compactMap(bare)
    item.descriptions = item.descriptions.map { GameText(game: $0.game.bare, text: $0.text) }
      .sorted { $0.game < $1.game }
    item.heldBy = item.heldBy.map {
      ItemHolder(
        pokemonID: $0.pokemonID, pokemon: $0.pokemon,
        displayName: DisplayName.titleCased($0.pokemon), rarities: $0.rarities)
    }
    item.evolutions = []
    item.prices = item.prices?.map { ItemPrice(game: $0.game.bare, purchase: $0.purchase, sell: $0.sell) }
      .sorted { $0.game < $1.game }
    item.teaches = item.teaches?.map { TaughtMove(game: $0.game.bare, move: bare($0.move) ?? $0.move) }
      .sorted { $0.game < $1.game }
    return item
  }
}
