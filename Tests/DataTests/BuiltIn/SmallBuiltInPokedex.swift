@testable import PokedexData
import Domain
import Foundation
import PokedexTesting

/// A small built-in database over `MinimalCard.few`, as of 2027-01-10, for PokeAPI.
enum SmallBuiltInPokedex {
  static let generatedOn = "2027-01-10"

  /// The database, made once per test process: it is only read.
  static func repository() async throws -> DatabasePokemonRepository {
    try await shared.value
  }

  private static let shared = Task { try await make() }

  /// A database of its own, whose file the caller may spoil; removed once opened (the
  /// open connection keeps reading it).
  static func make() async throws -> DatabasePokemonRepository {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-small-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try await SmallDatabase.make(
      cards: MinimalCard.few, generations: [1: [1, 2, 3, 25], 4: [487]],
      speciesNames: [487: "giratina"], generatedOn: generatedOn,
      source: "https://pokeapi.co/api/v2/", in: folder)
    return DatabasePokemonRepository(database: database)
  }
}
