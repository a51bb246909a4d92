import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Cache info and clear")
struct CacheInspectorTests {
  @Test func clearingRemovesOnlyWhatTheCacheWroteForEveryAPI() throws {
    let store = InMemoryDocumentStorage()
    for key in [
      ["pokeapi-co-api-v2", "card", "25"], ["pokeapi-co-api-v2", "index", "pokemon"],
      ["mirror", "summary", "1"], ["favorites"], ["notes", "todo"], ["mirror", "notes", "x"],
      ["a", "card", "25", "extra"],
    ] {
      store.plant(Data("{}".utf8), at: try StorageKey(parts: key))
    }
    #expect(try CacheInspector.clearEveryAPI(in: store) == 3)
    #expect(store.keys == ["a/card/25/extra", "favorites", "mirror/notes/x", "notes/todo"])
  }

  @Test func statsCountOnlyCacheEntries() throws {
    let store = InMemoryDocumentStorage()
    for key in [["card", "1"], ["card", "2"], ["summary", "1"], ["favorites"], ["notes", "x"]] {
      store.plant(Data("12345".utf8), at: try StorageKey(parts: key))
    }
    let stats = try CacheInspector(storage: store, policy: CachePolicy()).stats()
    #expect(stats.entries == 3 && stats.cards == 2 && stats.rows == 1 && stats.bytes == 15)
  }
}
