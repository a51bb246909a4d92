import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// The tables list rows are read from instead of each Pokémon's own document.
@Suite("Lookup tables")
struct LookupTableTests {
  @Test func typesAreInSlotOrderAndAnUnclearMemberIsLeftOut() throws {
    let table = TypesByPokemon([
      (type: "flying", document: try typeDocument("flying", [(6, 2), (16, 2), (7, nil)])),
      (type: "fire", document: try typeDocument("fire", [(6, 1), (4, 1), (9, 1)])),
      (type: "normal", document: try typeDocument("normal", [(16, 1), (9, 1)])),
      (type: "water", document: try typeDocument("water", [(7, 1)])),
    ])
    #expect(table.types(of: 6) == ["fire", "flying"])
    #expect(table.types(of: 16) == ["normal", "flying"])
    #expect(table.types(of: 4) == ["fire"])
    // Listed without a slot, or twice in one slot: its own document says.
    #expect(table.types(of: 7) == nil)
    #expect(table.types(of: 9) == nil)
    #expect(table.types(of: 25) == nil)
    // A type filter keeps every Pokémon its document lists, slot or not.
    #expect(table.members(of: "flying") == [6, 16, 7])
    #expect(table.members(of: "ice") == [])
  }

  @Test(arguments: [
    ("venusaur-mega", 3), ("mr-mime-galar", 122), ("charizard-mega-x", 6),
    ("giratina-origin", 487), ("mr", nil), ("pikachu", nil), ("unknown-form", nil),
  ] as [(String, Int?)])
  func aFormFindsTheLongestSpeciesItsSlugStartsWith(slug: String, species: Int?) {
    let catalog = SpeciesCatalog([
      PokemonIndexEntry(id: 3, name: "venusaur"), PokemonIndexEntry(id: 6, name: "charizard"),
      PokemonIndexEntry(id: 25, name: "pikachu"), PokemonIndexEntry(id: 122, name: "mr-mime"),
      PokemonIndexEntry(id: 487, name: "giratina"), PokemonIndexEntry(id: 999, name: "mr"),
    ])
    #expect(catalog.species(ofForm: slug) == species)
  }

  @Test func aKeptTableIsUsedWhileFreshRebuiltWhenStaleAndStandsInWhenOffTheNetwork()
    async throws
  {
    let storage = InMemoryDocumentStorage()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let builds = Counter()
    func cache(at date: Date) -> LookupCache {
      LookupCache(storage: storage, policy: CachePolicy(freshness: 100, now: { date }))
    }
    let first: Int = try await cache(at: start).table("types") { builds.next() }
    let fresh: Int = try await cache(at: start + 50).table("types") { builds.next() }
    #expect(first == 1)
    #expect(fresh == 1)
    let rebuilt: Int = try await cache(at: start + 200).table("types") { builds.next() }
    #expect(rebuilt == 2)
    let kept: Int = try await cache(at: start + 400).table("types") {
      throw PokedexError.unreachable(url: "type/fire/", reason: "connection refused")
    }
    #expect(kept == 2)
    // An answer that is not a passing failure is the answer.
    await #expect(throws: PokedexError.notFound(url: "type/fire/")) {
      let _: Int = try await cache(at: start + 400).table("types") {
        throw PokedexError.notFound(url: "type/fire/")
      }
    }
  }

  private func typeDocument(_ name: String, _ members: [(id: Int, slot: Int?)]) throws -> TypeDTO {
    let listed = members.map { member in
      let slot = member.slot.map { #", "slot": \#($0)"# } ?? ""
      return #"{"pokemon": {"name": "p", "url": "/api/v2/pokemon/\#(member.id)/"}\#(slot)}"#
    }
    let json = #"{"id": 1, "name": "\#(name)", "damage_relations": {"double_damage_from": [], "#
      + #""half_damage_from": [], "no_damage_from": []}, "#
      + #""pokemon": [\#(listed.joined(separator: ","))]}"#
    return try DocumentLoader.decode(
      TypeDTO.self, from: Data(json.utf8), url: URL(fileURLWithPath: "/type/\(name)"))
  }
}

/// Counts calls, from any task.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func next() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
