import Domain
import Foundation
import PokedexTesting
@testable import Presentation
import Testing

/// docs/json.md promises every key, `null` when its value is absent.
@Suite("JSON writes absent values as null")
struct JSONNullTests {
  @Test func theLastPageAndAnOffsetSliceWriteNullForNextPageAndPages() throws {
    let state = PokemonList.State(
      firstPage: PageRequest(offset: 1, limit: 2),
      rows: [SampleRows.bulbasaur, SampleRows.megaCharizardX],
      totalCount: 3, status: .loaded(SampleRows.somePage))
    let object = try Self.object(PokemonListScreen(state: state).json())
    for key in ["next", "page", "pages"] {
      #expect(object[key] is NSNull, "\(key)")
    }
  }

  @Test func aCardWritesNullForWhatItLacks() throws {
    var card = SampleCards.mew
    card.genus = nil
    card.generation = nil
    card.abilities = [SampleCards.ability("synchronize", "Synchronize", nil)]
    card.pokedexEntries = []
    card.evolution = nil
    let state = PokemonDetail.State(query: .number(151), status: .loaded(card))
    let object = try Self.object(PokemonCard(state: state).json())
    for key in ["genus", "generation", "pokedexEntry", "evolution"] {
      #expect(object[key] is NSNull, "\(key)")
    }
    let abilities = try #require(object["abilities"] as? [[String: Any]])
    #expect(abilities.first?["shortEffect"] is NSNull)
    let unknown = PokemonDetail.State(
      query: .number(25), status: .loaded(SampleCards.tauros))
    let tauros = try Self.object(PokemonCard(state: unknown).json())
    for key in ["genderRate", "captureRate", "baseHappiness", "growthRate", "hatchSteps"] {
      #expect(tauros[key] is NSNull, "\(key)")
    }
    let pikachu = PokemonCard(
      state: PokemonDetail.State(query: .number(25), status: .loaded(SampleCards.pikachu))
    ).json()
    let root = try #require(try Self.object(pikachu)["evolution"] as? [String: Any])
    #expect(root["requirements"] is NSNull)
  }

  static func object(_ json: String) throws -> [String: Any] {
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(parsed as? [String: Any])
  }
}
