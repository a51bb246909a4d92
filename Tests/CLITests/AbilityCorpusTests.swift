import CustomDump
import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every ability of the built-in database against its `ability` document in the corpus,
/// when `POKEAPI_CORPUS` names it: the card the database gives is the card the network
/// path makes from the document, and its holders are exactly the document's `pokemon`.
@Suite(
  "Abilities against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct AbilityCorpusTests {
  /// `pokecli abilities` over the network gives the pages the built-in data gives, in
  /// every order, with words and a generation.
  @Test func everyAbilitysRowOverTheNetworkIsTheDatabases() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      // One cache for every page and language: each document is decoded once.
      let kept = InMemoryDocumentStorage()
      let builtIn = ListAbilities(
        catalog: DatabaseAbilityCatalog(database: try BuiltInData.embeddedDatabase()))
      let remote = ListAbilities(
        catalog: RemoteAbilityCatalog(
          source: try .corpus(at: path, storage: kept)))
      let criteria: [AbilityCriteria] = [
        AbilityCriteria(), AbilityCriteria(reversed: true), AbilityCriteria(terms: ["rod"]),
        AbilityCriteria(generation: 4), AbilityCriteria(sort: .name),
        AbilityCriteria(sort: .pokemon, reversed: true),
      ]
      for criterion in criteria {
        for request in [PageRequest(offset: 0, limit: 20), PageRequest(offset: 300, limit: 100)] {
          let fromDatabase = try await builtIn.page(criterion, request)
          let fromNetwork = try await remote.page(criterion, request)
          expectNoDifference(fromDatabase, fromNetwork, "\(criterion) \(request)")
        }
      }
      // In another language, every row's name and short effect are the built-in data's.
      for language in TranslatedWords.languages {
        let shown = ListAbilities(
          catalog: DatabaseAbilityCatalog(
            database: try BuiltInData.embeddedDatabase(language: language)))
        let said = ListAbilities(
          catalog: RemoteAbilityCatalog(
            source: try .corpus(at: path, language: language, storage: kept)))
        let request = PageRequest(offset: 0, limit: 400)
        let fromDatabase = try await shown.page(AbilityCriteria(), request).items
        let fromNetwork = try await said.page(AbilityCriteria(), request).items
        expectNoDifference(fromDatabase, fromNetwork, language)
      }
    }
  }

  @Test func everyAbilitysCardIsItsDocument() async throws {
    try await CorpusLane.run {
      let cards = CorpusEveryCard<Ability>(
        folder: "ability", count: 373, builtIn: { DatabaseAbilityRepository(database: $0) },
        remote: { RemoteAbilityRepository(reader: $0) })
      try await cards.compare(comparable: { ability, _ in Self.comparable(ability) }) {
        ability, raw, label in
        let holders = (raw["pokemon"] as? [[String: Any]] ?? []).compactMap { holder in
          ((holder["pokemon"] as? [String: Any])?["name"] as? String)
            .map { "\($0) \(holder["is_hidden"] as? Bool ?? false)" }
        }
        #expect(Set(ability.holders.map { "\($0.name) \($0.isHidden)" }) == Set(holders), "\(label)")
        #expect(ability.holders.count == holders.count, "\(label)")
        return 0
      }
    }
  }

  /// `ability` as the network path knows it: each game by its slug alone, and each holder
  /// named from its slug.
  static func comparable(_ ability: Ability) -> Ability {
    var ability = ability
    // Only the built-in data knows past holders (PokeAPI's document names today's).
    ability.holdings = nil
    ability.descriptions = ability.descriptions
      .map { GameText(game: $0.game.bare, text: $0.text) }.sorted { $0.game < $1.game }
    ability.holders = ability.holders.map {
      AbilityHolder(
        id: $0.id, name: $0.name, displayName: DisplayName.titleCased($0.name),
        isHidden: $0.isHidden)
    }
    return ability
  }
}
