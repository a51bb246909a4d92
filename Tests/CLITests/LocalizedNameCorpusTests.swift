import Domain
import Foundation
@testable import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// With the corpus (the built-in data's source): the name pokecli shows of every entry of
/// every kind, in every language, is its document's name in that language, or the English
/// one where it has none. About half a minute.
@Suite(
  "Names shown in every language, every one",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS names no corpus"))
struct LocalizedNameCorpusTests {
  @Test func everyEntrysNameInEveryLanguageIsItsDocuments() async throws {
    try await CorpusLane.run { try await compareEveryName() }
  }

  private func compareEveryName() async throws {
    let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
    let raw = RawCorpus(folder: URL(fileURLWithPath: path))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-tests-\(getuid())")
    let codes = try await BuiltInData.embeddedDatabase().languages().map(\.code)
    #expect(codes.count == 14)
    var misses: [String] = []
    var compared = 0
    var expectations: [String: ExpectedNames?] = [:]
    for code in codes {
      let database = PokedexDatabase(
        opening: { try EmbeddedDatabase.file(cacheFolder: folder).path }, language: code)
      let catalog = DatabaseReferenceCatalog(database: database, tables: ShownKinds.foundTables)
      for hit in try await catalog.everyEntry() {
        let key = "\(hit.kind) \(hit.id)"
        if expectations[key] == nil { expectations[key] = expectedNames(of: hit, raw) }
        guard let expected = expectations[key]??.name(in: code) else { continue }
        compared += 1
        let matches = hit.kind == .pokemon
          ? hit.displayName == expected || hit.displayName.hasPrefix(expected + " ")
          : hit.displayName == expected
        if !matches { misses.append("\(code) \(hit.kind) \(hit.name): \(hit.displayName), not \(expected)") }
      }
    }
    #expect(compared > 60_000)
    #expect(misses.isEmpty, "\(misses.count): \(misses.prefix(8))")
  }

  /// What an entry's documents name it in each language: its document's name in the
  /// language, else in English; for a Pokémon, its species' (a default one) or its form's
  /// full name (the others, where the form has one: pokecli may add what tells two alike
  /// apart). Read once for all fourteen languages: a Pokémon's document is large.
  private struct ExpectedNames {
    /// Its names by language code.
    var names: [String: String] = [:]
    /// The name where its documents give none in the language shown: English, else its
    /// slug in title case; `nil` where a name must be the language's own (a form's).
    var english: String?

    func name(in code: String) -> String? { names[code] ?? english }
  }

  private func expectedNames(of hit: ReferenceHit, _ raw: RawCorpus) -> ExpectedNames? {
    func names(_ document: RawCorpus.Object?) -> [String: String] {
      var byLanguage: [String: String] = [:]
      for entry in document?["names"] as? [RawCorpus.Object] ?? [] {
        guard let language = (entry["language"] as? RawCorpus.Object)?["name"] as? String,
          let name = entry["name"] as? String, byLanguage[language] == nil
        else { continue }
        byLanguage[language] = name
      }
      return byLanguage
    }
    guard hit.kind == .pokemon else {
      let own = names(raw.document(hit.kind.rawValue, hit.id))
      return ExpectedNames(names: own, english: own["en"] ?? DisplayName.titleCased(hit.name))
    }
    guard let pokemon = raw.document("pokemon", hit.id) else { return nil }
    if pokemon["is_default"] as? Bool == true {
      let species = names(raw.linked(pokemon["species"]))
      return ExpectedNames(names: species, english: species["en"])
    }
    let form = (pokemon["forms"] as? [Any])?.first.flatMap { raw.linked($0) }
    return ExpectedNames(names: names(form), english: nil)
  }
}
