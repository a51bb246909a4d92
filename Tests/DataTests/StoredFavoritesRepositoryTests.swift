import CustomDump
import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Stored favorites")
struct StoredFavoritesRepositoryTests {
  let store = InMemoryDocumentStorage()
  let pikachu = Favorite(id: 25, name: "pikachu", displayName: "Pikachu")
  let eevee = Favorite(id: 133, name: "eevee", displayName: "Eevee")
  let bulbasaur = Favorite(id: 1, name: "bulbasaur", displayName: "Bulbasaur")

  @Test func aToggleAddsThenRemoves() throws {
    let favorites = try StoredFavoritesRepository(storage: store)
    #expect(try favorites.update(.toggle(pikachu)).added == [25])
    #expect(try favorites.favorites() == [pikachu])
    #expect(try favorites.update(.toggle(pikachu)).removed == [25])
    #expect(try favorites.favorites() == [])
  }

  @Test func addAndRemoveAreIdempotentAndKeepNationalOrder() throws {
    let favorites = try StoredFavoritesRepository(storage: store)
    let first = try favorites.update(.add([eevee, pikachu]))
    let again = try favorites.update(.add([pikachu, bulbasaur]))
    expectNoDifference(again.favorites.map(\.id), [1, 25, 133])
    #expect(first.added == [133, 25] && again.added == [1])
    let removed = try favorites.update(.remove([25, 999]))
    #expect(removed.removed == [25])
    #expect(try favorites.favorites().map(\.id) == [1, 133])
  }

  @Test(arguments: [
    (Data("{\"format\": 1, \"favor".utf8), "not the JSON expected"),
    (Data(), "the file is empty"),
    (Data(#"{"format": 9, "favorites": []}"#.utf8),
      "written in format 9 by another version of pokecli"),
  ])
  func aFileThatCannotBeReadIsNeverOverwritten(bytes: Data, reason: String) throws {
    let key = try StorageKey("favorites")
    store.plant(bytes, at: key)
    let favorites = try StoredFavoritesRepository(storage: store)
    let error = PokedexError.unreadableFile(path: "memory:favorites", reason: reason)
    #expect(throws: error) { try favorites.update(.toggle(pikachu)) }
    #expect(throws: error) { try favorites.favorites() }
    #expect(try store.read(key) == bytes)
  }
}
