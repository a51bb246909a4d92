import Domain
import Foundation
import PokedexData
import PokedexTesting

@testable import pokecli

extension BuiltInData {
  /// The data built into this build, expanded once into a folder every test shares rather
  /// than into each test's own cache folder (30 MB each).
  static let embedded: BuiltInData? = EmbeddedDatabase.data().map { data in
    var shared = data
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-tests-\(getuid())")
    shared.open = { _, language in
      PokedexDatabase(
        opening: { try EmbeddedDatabase.file(cacheFolder: folder).path }, language: language)
    }
    return shared
  }

  /// The embedded data's database, opened, reading names and texts in `language`.
  static func embeddedDatabase(language: String = "en") throws -> PokedexDatabase {
    guard let embedded else {
      throw PokedexError.unexpected(reason: "this build holds no built-in data")
    }
    return embedded.open(FileManager.default.temporaryDirectory, language)
  }

  /// Built-in data of `cards`, standing for the API at `source`: a small database made by
  /// the generator and the build's loader, removed once opened.
  static func small(
    cards: [Pokemon], generations: [Int: [Int]], generatedOn: String, source: String
  ) async throws -> BuiltInData {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-small-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try await SmallDatabase.make(
      cards: cards, generations: generations, generatedOn: generatedOn, source: source,
      in: folder)
    return BuiltInData(
      generatedOn: generatedOn, source: source, pokemonCount: cards.count,
      open: { _, _ in database })
  }
}
