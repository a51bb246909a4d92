import CustomDump
@testable import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Built-in Pokédex format")
struct BuiltInPokedexFormatTests {
  @Test func theHeaderIsReadWithoutExpandingAnything() throws {
    let bytes = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(), compressor: ReversingCompressor())
    let pokedex = try BuiltInPokedex(bytes: bytes, compressor: ExpandsNothing())
    #expect(pokedex.generatedOn == "2027-01-10")
    #expect(pokedex.source == "https://pokeapi.co/api/v2/")
    #expect(pokedex.pokemonCount == 5)
  }

  @Test func everyCardAndRowComesBackAsWritten() async throws {
    let repository = BuiltInPokemonRepository(pokedex: try SmallBuiltInPokedex.make())
    for card in MinimalCard.few {
      let stored = try await repository.pokemon(.number(card.summary.id))
      let row = try await repository.summary(.name(card.summary.name))
      expectNoDifference(stored, card)
      expectNoDifference(row, card.summary)
    }
    let names = try await repository.index().map(\.name)
    expectNoDifference(names, ["bulbasaur", "ivysaur", "venusaur", "pikachu", "giratina-altered"])
    #expect(try await repository.pokemonIDs(ofType: .grass) == [1, 2, 3])
    #expect(try await repository.speciesIDs(inGeneration: 1) == [1, 2, 3, 25])
    #expect(try await repository.pokemon(.name("giratina")).summary.id == 487)
  }

  @Test func onlyTheNewestPokedexEntryIsKept() throws {
    var card = MinimalCard.make(25, "pikachu", "Pikachu")
    card.pokedexEntries = [
      PokedexEntry(game: "red", gameOrder: 1, text: "Old."),
      PokedexEntry(game: "scarlet", gameOrder: 40, text: "New."),
      PokedexEntry(game: "yellow", gameOrder: 3, text: "Yellow."),
    ]
    let contents = BuiltInPokedexContentsFactory().contents(cards: [card])
    let pokedex = try BuiltInPokedex(
      bytes: try BuiltInPokedex.encode(contents, compressor: ReversingCompressor()),
      compressor: ReversingCompressor())
    #expect(try pokedex.card(id: 25)?.pokedexEntries.map(\.game) == ["scarlet"])
  }

  @Test func theSameContentsGiveTheSameBytes() throws {
    let first = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(), compressor: ReversingCompressor())
    let second = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(),
      compressor: ReversingCompressor())
    #expect(first == second)
  }

  @Test(arguments: [0, 3, 9, 40])
  func cutDataIsRefusedWithAReasonNeverATrap(keeping count: Int) throws {
    let bytes = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(), compressor: ReversingCompressor())
    #expect(throws: PokedexError.self) {
      let pokedex = try BuiltInPokedex(
        bytes: bytes.prefix(count), compressor: ReversingCompressor())
      _ = try pokedex.card(id: 25)
    }
  }

  @Test func aCardClaimingAHugeSizeIsRefusedBeforeAnythingIsAllocated() throws {
    var bytes = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(), compressor: ReversingCompressor())
    let table = try BuiltInPokedexLayout(of: bytes).cardTable
    for position in table.lowerBound + 12..<table.lowerBound + 16 { bytes[position] = 0xFF }
    let pokedex = try BuiltInPokedex(bytes: bytes, compressor: ReversingCompressor())
    #expect(throws: PokedexError.self) { _ = try pokedex.card(id: 1) }
    #expect(try pokedex.card(id: 2)?.summary.name == "ivysaur")
  }

  @Test func aDamagedCardIsAFailureNotACrash() async throws {
    var bytes = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(), compressor: ReversingCompressor())
    bytes[bytes.count - 5] = 0xFF
    let pokedex = try BuiltInPokedex(bytes: bytes, compressor: ReversingCompressor())
    #expect(throws: PokedexError.self) { _ = try pokedex.card(id: 487) }
  }
}

/// A compressor that fails when asked to expand: proves a read expanded nothing.
private struct ExpandsNothing: Compressor {
  func compress(_ data: Data) throws -> Data { data }
  func expand(_ data: Data, originalSize: Int) throws -> Data {
    throw PokedexError.unexpected(reason: "expanded")
  }
}

@Suite("Built-in Pokédex date")
struct BuiltInPokedexDateTests {
  @Test(arguments: ["1970-01-01", "2000-02-29", "2026-11-21", "2027-01-10", "2100-03-01"])
  func theDateIsMidnightUTCOfTheDayNamed(_ day: String) throws {
    let contents = BuiltInPokedexContents(
      generatedOn: day, source: "https://pokeapi.co/api/v2/", cards: [], typeMembers: [:],
      generations: [:])
    let pokedex = try BuiltInPokedex(
      bytes: try BuiltInPokedex.encode(contents, compressor: ReversingCompressor()),
      compressor: ReversingCompressor())
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    #expect(pokedex.generatedDate == formatter.date(from: day))
  }
}

extension BuiltInPokedexFormatTests {
  @Test func aCardIsReadWithoutTheRowsTypesOrGenerations() throws {
    let bytes = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(), compressor: ReversingCompressor())
    let counting = CountingCompressor()
    let pokedex = try BuiltInPokedex(bytes: bytes, compressor: counting)
    let repository = BuiltInPokemonRepository(pokedex: pokedex)
    #expect(try repository.id(for: .name("pikachu")) == 25)
    #expect(try pokedex.card(id: 25)?.summary.name == "pikachu")
    #expect(try repository.id(for: .name("giratina")) == 487)
    let sizes = try BuiltInPokedexFormat.Section.allCases.map {
      try BuiltInPokedexContentsFactory().contents().index.json(of: $0).count
    }
    #expect(counting.expandedSizes.count == 2)
    #expect(counting.expandedSizes.first == sizes[0])
  }
}

/// Reverses like `ReversingCompressor`, and remembers the size of each piece expanded.
final class CountingCompressor: Compressor, @unchecked Sendable {
  private let lock = NSLock()
  private var sizes: [Int] = []

  func compress(_ data: Data) throws -> Data { Data(data.reversed()) }

  func expand(_ data: Data, originalSize: Int) throws -> Data {
    lock.withLock { sizes.append(originalSize) }
    return Data(data.reversed())
  }

  var expandedSizes: [Int] { lock.withLock { sizes } }
}
