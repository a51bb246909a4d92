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
  ///
  /// Counted by hand rather than with a `DateFormatter`, whose time-zone and calendar data
  /// take milliseconds to load: every command asks this once.
  public var generatedDate: Date? {
    let parts = generatedOn.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]),
      (1970...9999).contains(parts[0])
    else { return nil }
    // Days from 1970-01-01 to the date in the proleptic Gregorian calendar.
    let (year, month, day) = (parts[0], parts[1], parts[2])
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
  }

  /// The index, expanded on first use and kept.
  func index() throws -> BuiltInPokedexIndex {
    try lock.withLock {
      if let decodedIndex { return try decodedIndex.get() }
      let result = Result { () throws(PokedexError) -> BuiltInPokedexIndex in
        do {
          guard layout.indexSize <= BuiltInPokedexFormat.largestPiece else {
            throw BuiltInPokedexFormat.damaged("an index of \(layout.indexSize) bytes")
          }
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
    guard let location = try cardLocation(id: id) else { return nil }
    let start = layout.cardsStart + location.offset
    guard location.length <= data.endIndex - start,
      location.size <= BuiltInPokedexFormat.largestPiece
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

extension BuiltInPokedex {
  /// Where card `id` lies, from the card table: a scan of 16 bytes per card.
  private func cardLocation(id: Int) throws -> (offset: Int, length: Int, size: Int)? {
    var reader = ByteReader(data: data[layout.cardTable])
    while reader.position < layout.cardTable.upperBound {
      let (entry, offset, length, size) = (
        try reader.uint32(), try reader.uint32(), try reader.uint32(), try reader.uint32())
      if entry == id { return (offset, length, size) }
    }
    return nil
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
