import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// How the built-in database is opened: on its first read, from a file or from bytes in
/// memory, and once only, whether it opens or not.
@Suite("Opening the built-in database")
struct PokedexDatabaseOpeningTests {
  /// A small database's file, read into memory, and the folder to remove.
  func smallDatabaseBytes() async throws -> Data {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-opening-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await SmallDatabase.make(
      cards: MinimalCard.few, generations: [1: [1, 2, 3, 25]], generatedOn: "2027-01-10",
      source: "https://pokeapi.co/api/v2/", in: folder)
    return try Data(contentsOf: folder.appendingPathComponent("pokedex.sqlite"))
  }

  @Test func bytesInMemoryAnswerAsTheFileDoes() async throws {
    let bytes = try await smallDatabaseBytes()
    let database = PokedexDatabase(opening: { .bytes(bytes) })
    let repository = DatabasePokemonRepository(database: database)
    #expect(try await repository.index().map(\.name)
      == ["bulbasaur", "ivysaur", "venusaur", "pikachu", "giratina-altered"])
    #expect(try await repository.pokemon(.name("pikachu")).summary.types == [.electric])
    #expect(try database.info().generatedOn == "2027-01-10")
  }

  @Test func nothingIsOpenedBeforeTheFirstReadAndOnlyOnceAfter() async throws {
    let bytes = try await smallDatabaseBytes()
    let calls = Calls()
    let database = PokedexDatabase(opening: {
      calls.count()
      return .bytes(bytes)
    })
    #expect(calls.made == 0)
    _ = try database.pokemonNames()
    _ = try database.summaries(ids: [25])
    #expect(calls.made == 1)
  }

  @Test(arguments: [Data(), Data("not a database at all".utf8), Data(repeating: 0, count: 8192)])
  func bytesThatAreNoDatabaseFailEveryReadAfterOneTry(bytes: Data) throws {
    let calls = Calls()
    let database = PokedexDatabase(opening: {
      calls.count()
      return .bytes(bytes)
    })
    for _ in 0..<2 {
      #expect(throws: PokedexError.self) { _ = try database.pokemonNames() }
    }
    #expect(calls.made == 1)
  }

  @Test func aFileThatCannotBeFoundFailsAsUnexpected() throws {
    let database = PokedexDatabase(opening: { throw CocoaError(.fileNoSuchFile) })
    #expect(throws: PokedexError.self) { _ = try database.info() }
    #expect(throws: PokedexError.self) {
      _ = try PokedexDatabase(path: "/nonexistent/pokedex.sqlite")
    }
  }
}

/// Counts calls from any thread.
private final class Calls: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func count() { lock.withLock { value += 1 } }
  var made: Int { lock.withLock { value } }
}
