import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// How the built-in database is opened: on its first read, from its file, and once only,
/// whether it opens or not.
@Suite("Opening the built-in database")
struct PokedexDatabaseOpeningTests {
  /// A small database's file in a new folder named `folderName`.
  func smallDatabase(folderName: String = "pokecli-opening-\(UUID().uuidString)") async throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(folderName)
    _ = try await SmallDatabase.make(
      cards: MinimalCard.few, generations: [1: [1, 2, 3, 25]], generatedOn: "2027-01-10",
      source: "https://pokeapi.co/api/v2/", in: folder)
    return folder.appendingPathComponent("pokedex.sqlite")
  }

  @Test func aFileAnswersFromItsFirstRead() async throws {
    let file = try await smallDatabase()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let database = PokedexDatabase(path: file.path)
    let repository = DatabasePokemonRepository(database: database)
    #expect(try await repository.index().map(\.name)
      == ["bulbasaur", "ivysaur", "venusaur", "pikachu", "giratina-altered"])
    #expect(try await repository.pokemon(.name("pikachu")).summary.types == [.electric])
    #expect(try await database.info().generatedOn == "2027-01-10")
  }

  /// SQLite reads the path as a `file:` URI: the characters a URI gives meaning to are
  /// escaped, so a folder may be named anything.
  @Test func aFolderNamedWithAURIsSpecialCharactersStillOpens() async throws {
    let file = try await smallDatabase(folderName: "pokecli-opening ?#%20&mode=rw-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    #expect(try await PokedexDatabase(path: file.path).info().generatedOn == "2027-01-10")
  }

  @Test func nothingIsOpenedBeforeTheFirstReadAndOnlyOnceAfter() async throws {
    let file = try await smallDatabase()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let calls = Calls()
    let database = PokedexDatabase(opening: {
      calls.count()
      return file.path
    })
    #expect(calls.made == 0)
    async let names = database.pokemonNames()
    async let summaries = database.summaries(ids: [25])
    _ = try await (names, summaries)
    _ = try await database.pokemonNames()
    #expect(calls.made == 1)
  }

  @Test(arguments: [Data(), Data("not a database at all".utf8), Data(repeating: 0, count: 8192)])
  func filesThatAreNoDatabaseFailEveryReadAfterOneTry(bytes: Data) async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-opening-\(UUID().uuidString).sqlite")
    try bytes.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let calls = Calls()
    let database = PokedexDatabase(opening: {
      calls.count()
      return file.path
    })
    for _ in 0..<2 {
      await #expect(throws: PokedexError.self) { _ = try await database.pokemonNames() }
    }
    #expect(calls.made == 1)
  }

  @Test func aFileThatCannotBeFoundFailsAsUnexpected() async throws {
    let database = PokedexDatabase(opening: { throw CocoaError(.fileNoSuchFile) })
    await #expect(throws: PokedexError.self) { _ = try await database.info() }
    await #expect(throws: PokedexError.self) {
      _ = try await PokedexDatabase(path: "/nonexistent/pokedex.sqlite").info()
    }
  }
}

/// Counts calls from any thread.
private final class Calls: @unchecked Sendable {
  private let lock = Lock()
  private var value = 0
  func count() { lock.withLock { value += 1 } }
  var made: Int { lock.withLock { value } }
}
