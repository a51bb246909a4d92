import Domain
import Foundation

/// The Pokédex built into pokecli: every Pokémon's list row and default card, as of the
/// day it was generated, read without a request.
///
/// Opening it reads only the header. The index (national list, rows, type members,
/// generations) is expanded once, on first use; a card is expanded when it is asked for,
/// so `show pikachu` expands the index and one card, never the whole Pokédex.
public final class BuiltInPokedex: @unchecked Sendable {
  /// The day the data was taken from PokeAPI, `yyyy-MM-dd` (UTC).
  public var generatedOn: String { layout.header.generatedOn }
  /// The API the data was taken from; it stands in for no other.
  public var source: String { layout.header.source }
  /// How many Pokémon it holds.
  public var pokemonCount: Int { layout.header.pokemonCount }

  private let data: Data
  private let compressor: any Compressor
  private let layout: BuiltInPokedexFormat.Layout
  private let lock = NSLock()
  private var decodedIndex: Result<BuiltInPokedexIndex, PokedexError>?

  /// Opens the data in `bytes`, checking its mark and format only.
  /// - Throws: `PokedexError.unexpected` when the bytes are not built-in Pokédex data of
  ///   the format this build reads.
  public init(bytes: Data, compressor: any Compressor) throws {
    self.data = bytes
    self.compressor = compressor
    self.layout = try BuiltInPokedexFormat.layout(of: bytes)
  }

  /// Writes `contents` in the format this build reads: what the generator calls.
  public static func encode(
    _ contents: BuiltInPokedexContents, compressor: any Compressor
  ) throws -> Data {
    try BuiltInPokedexFormat.encode(contents, compressor: compressor)
  }

  /// The date `generatedOn` names, at midnight UTC; `nil` if it names none.
  public var generatedDate: Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.date(from: generatedOn)
  }

  /// The index, expanded on first use and kept.
  func index() throws -> BuiltInPokedexIndex {
    try lock.withLock {
      if let decodedIndex { return try decodedIndex.get() }
      let result = Result { () throws(PokedexError) -> BuiltInPokedexIndex in
        do {
          let json = try compressor.expand(
            data[layout.index], originalSize: layout.indexSize)
          return try JSONDecoder().decode(BuiltInPokedexIndex.self, from: json)
        } catch let error as PokedexError {
          throw error
        } catch {
          throw BuiltInPokedexFormat.damaged("unreadable index")
        }
      }
      decodedIndex = result
      return try result.get()
    }
  }

  /// The card of Pokémon `id`, or `nil` when the data holds none.
  func card(id: Int) throws -> Pokemon? {
    let index = try index()
    guard let location = index.cardsByID[id] else { return nil }
    let start = layout.cardsStart + location.offset
    guard location.offset >= 0, location.length >= 0,
      location.length <= data.endIndex - start
    else { throw BuiltInPokedexFormat.damaged("card #\(id) lies outside the data") }
    let json = try compressor.expand(
      data[start..<start + location.length], originalSize: location.size)
    do {
      return try JSONDecoder().decode(Pokemon.self, from: json)
    } catch {
      throw BuiltInPokedexFormat.damaged("unreadable card #\(id)")
    }
  }
}

extension BuiltInPokedexIndex {
  /// Each card's location by id; built on each call, which costs microseconds.
  var cardsByID: [Int: CardLocation] {
    Dictionary(cards.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

extension BuiltInPokedex {
  /// The types the data lists members of, in the games' order.
  public func types() throws -> [PokemonType] {
    try index().typeMembers.keys.map { PokemonType(slug: $0) }.sorted()
  }

  /// The generations the data lists species of, in order.
  public func generations() throws -> [Int] {
    try index().generations.keys.compactMap { Int($0) }.sorted()
  }
}
