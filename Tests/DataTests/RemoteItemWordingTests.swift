import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

/// An item's card over another API names its category and pocket as their own documents
/// do, in each language they speak, as the built-in card does; in a language they do not
/// speak, in English.
@Suite("An item's category and pocket over another API, in every language")
struct RemoteItemWordingTests {
  @Test func theCategoryAndPocketAreNamedInTheLanguageShown() async throws {
    let link = ReferenceFixtures.link
    let name = ReferenceFixtures.name
    let item = try #require(ReferenceFixtures.documents["item"]?[17])
    let category = """
      {"id":27,"name":"healing","pocket":\(link("item-pocket", 2, "medicine")),\
      "names":[\(name("Healing", "en")),\(name("Soin", "fr"))]}
      """
    let pocket = """
      {"id":2,"name":"medicine","names":[\(name("Medicine", "en")),\(name("Médicaments", "fr"))]}
      """
    // The category and its pocket are asked for by name, as the item's links give them.
    let client = StubHTTPClient(
      answers: [
        "item/17/": item, "item-category/healing/": category, "item-pocket/medicine/": pocket,
      ].reduce(into: [:]) { $0[FixtureAPIClient.base + $1.key] = .success(Data($1.value.utf8)) })
    let repository = RemoteItemRepository(
      reader: PokeAPIReader(
        client: client, endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base),
        retries: .none))
    let potion = try await repository.entry(.number(17))

    let english = potion.shown(in: "en")
    #expect(english.category == NamedSlug(slug: "healing", displayName: "Healing"))
    #expect(english.pocket == NamedSlug(slug: "medicine", displayName: "Medicine"))
    let french = potion.shown(in: "fr")
    #expect(french.displayName == "Potion")
    #expect(french.category == NamedSlug(slug: "healing", displayName: "Soin"))
    #expect(french.pocket == NamedSlug(slug: "medicine", displayName: "Médicaments"))
    // A language neither the item's documents nor its category's speak: English names,
    // and the texts marked as the English ones.
    let german = potion.shown(in: "de")
    #expect(german.category == english.category)
    #expect(german.pocket == english.pocket)
    #expect(german.effect.isEnglishFallback == true)
  }
}
