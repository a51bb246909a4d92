import CustomDump
import Domain
import Foundation
import Infrastructure
import PokedexData
import Testing

@testable import pokecli

/// One kind's every card in the corpus, read both ways: the built-in data's card against
/// the one the network path makes from the corpus's documents, in English and in each of
/// `TranslatedWords.languages`, and its effect's language against the raw document. What
/// only one kind has (a move's numbers, an ability's holders) is `check`'s to compare.
struct CorpusEveryCard<Entry: NamedTextsEntry & Codable & Hashable> {
  /// The folder under `api/v2` with one document per entry (`move`).
  let folder: String
  /// How many documents the corpus holds there: a corpus cut short fails, not passes.
  let count: Int
  /// The kind's repository over a built-in database.
  let builtIn: @Sendable (PokedexDatabase) -> any EntryRepository<Entry>
  /// The kind's repository over PokeAPI's documents.
  let remote: @Sendable (PokeAPIReader) -> any EntryRepository<Entry>

  /// Compares every entry; `comparable` makes the built-in card what the network path can
  /// know (games by slug alone, say), and `check` compares the rest with the raw document,
  /// returning how many differences it recorded.
  func compare(
    comparable: (Entry, any EntryRepository<Entry>) async throws -> Entry,
    check: (Entry, [String: Any], String) -> Int = { _, _, _ in 0 }
  ) async throws {
    let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
    let corpus = URL(fileURLWithPath: path)
    let english = builtIn(try BuiltInData.embeddedDatabase())
    let translations: [(String, any EntryRepository<Entry>)] = try TranslatedWords.languages.map {
      ($0, builtIn(try BuiltInData.embeddedDatabase(language: $0)))
    }
    let network = remote(
      PokeAPIReader(
        client: try CorpusFolderClient(folder: corpus),
        endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
        retries: .none))
    let documents = corpus.appendingPathComponent("api/v2/\(folder)")
    let ids = try FileManager.default.contentsOfDirectory(atPath: documents.path)
      .compactMap { Int($0) }.sorted()
    #expect(ids.count == count)
    var differences = 0
    for id in ids {
      let label = "\(folder) \(id)"
      let raw = try MoveCorpusTests.raw(documents.appendingPathComponent("\(id)/index.json"))
      let fromDatabase = try await comparable(try await english.entry(.number(id)), english)
      let translated = try await network.entry(.number(id))
      let fromNetwork = translated.shown(in: "en")
      if fromDatabase != fromNetwork {
        differences += 1
        expectNoDifference(fromDatabase, fromNetwork, label)
      }
      differences += try await TranslatedWords.compare(
        translated, id: id, label, with: translations)
      differences += TranslatedWords.effectLanguagesAgree(translated, raw: raw, label)
      differences += check(fromDatabase, raw, label)
    }
    #expect(differences == 0)
  }
}
