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
      let builtIn = ListAbilities(
        catalog: DatabaseAbilityCatalog(database: try BuiltInData.embeddedDatabase()))
      let remote = ListAbilities(
        catalog: RemoteAbilityCatalog(
          source: try .corpus(at: path)))
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
          catalog: RemoteAbilityCatalog(source: try .corpus(at: path, language: language)))
        let request = PageRequest(offset: 0, limit: 400)
        let fromDatabase = try await shown.page(AbilityCriteria(), request).items
        let fromNetwork = try await said.page(AbilityCriteria(), request).items
        expectNoDifference(fromDatabase, fromNetwork, language)
      }
    }
  }

  @Test func everyAbilitysCardIsItsDocument() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path)
      let database = try BuiltInData.embeddedDatabase()
      let builtIn = DatabaseAbilityRepository(database: database)
      let translations: [(String, any EntryRepository<Ability>)] = try TranslatedWords.languages.map {
        ($0, DatabaseAbilityRepository(database: try BuiltInData.embeddedDatabase(language: $0)))
      }
      let remote = RemoteAbilityRepository(
        reader: PokeAPIReader(
          client: try CorpusFolderClient(folder: folder),
          endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
          retries: .none))
      let abilityFolder = folder.appendingPathComponent("api/v2/ability")
      let ids = try FileManager.default.contentsOfDirectory(atPath: abilityFolder.path)
        .compactMap { Int($0) }.sorted()
      #expect(ids.count == 373)
      var differences = 0
      for id in ids {
        let fromDatabase = try await builtIn.entry(.number(id))
        let translated = try await remote.entry(.number(id))
        let fromNetwork = translated.shown(in: "en")
        differences += try await TranslatedWords.compare(
          translated, id: id, "ability \(id)", with: translations)
        differences += TranslatedWords.effectLanguagesAgree(
          translated,
          raw: try MoveCorpusTests.raw(abilityFolder.appendingPathComponent("\(id)/index.json")),
          "ability \(id)")
        if Self.comparable(fromDatabase) != fromNetwork {
          differences += 1
          expectNoDifference(Self.comparable(fromDatabase), fromNetwork, "ability \(id)")
        }
        let raw = try MoveCorpusTests.raw(abilityFolder.appendingPathComponent("\(id)/index.json"))
        let holders = (raw["pokemon"] as? [[String: Any]] ?? []).compactMap { holder in
          ((holder["pokemon"] as? [String: Any])?["name"] as? String)
            .map { ($0, holder["is_hidden"] as? Bool ?? false) }
        }
        #expect(
          Set(fromDatabase.holders.map { "\($0.name) \($0.isHidden)" })
            == Set(holders.map { "\($0.0) \($0.1)" }), "ability \(id)")
        #expect(fromDatabase.holders.count == holders.count, "ability \(id)")
      }
      #expect(differences == 0)
    }
  }

  /// `ability` as the network path knows it: each game by its slug alone, and each holder
  /// named from its slug.
  static func comparable(_ ability: Ability) -> Ability {
    var ability = ability
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
