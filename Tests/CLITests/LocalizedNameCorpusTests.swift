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
    for code in codes {
      let database = PokedexDatabase(
        opening: { try EmbeddedDatabase.file(cacheFolder: folder).path }, language: code)
      let catalog = DatabaseReferenceCatalog(database: database, tables: ShownKinds.foundTables)
      for hit in try await catalog.everyEntry() {
        guard let expected = expectedName(of: hit, in: code, raw) else { continue }
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

  /// The document's name of `hit` in `code`, else in English; for a Pokémon, its
  /// species' (a default one) or its form's full name (the others, where the form has
  /// one: pokecli may add what tells two alike apart). `nil` where nothing is to compare.
  private func expectedName(of hit: ReferenceHit, in code: String, _ raw: RawCorpus) -> String? {
    func named(_ document: RawCorpus.Object?) -> String? {
      let names = document?["names"] as? [RawCorpus.Object] ?? []
      func name(_ language: String) -> String? {
        names.first { ($0["language"] as? RawCorpus.Object)?["name"] as? String == language }?[
          "name"] as? String
      }
      return name(code) ?? name("en")
    }
    guard hit.kind == .pokemon else {
      return named(raw.document(hit.kind.rawValue, hit.id)) ?? DisplayName.titleCased(hit.name)
    }
    guard let pokemon = raw.document("pokemon", hit.id) else { return nil }
    if pokemon["is_default"] as? Bool == true {
      return named(raw.linked(pokemon["species"]))
    }
    let form = (pokemon["forms"] as? [Any])?.first.flatMap { raw.linked($0) }
    let names = form?["names"] as? [RawCorpus.Object] ?? []
    let own = names.first { ($0["language"] as? RawCorpus.Object)?["name"] as? String == code }
    return own?["name"] as? String
  }
}
