import Domain
import Foundation

/// The bytes of the built-in Pokédex:
///
/// ```
/// "PKDX"                 4 bytes
/// header length          UInt32, little-endian
/// header                 JSON: format, generatedOn, source, pokemonCount
/// index length, size     two UInt32: compressed and expanded
/// index                  compressed JSON of BuiltInPokedexIndex
/// card count             UInt32
/// card table             per card, four UInt32: id, offset, length, expanded size
/// cards                  each Pokémon's compressed JSON, where the table says
/// ```
///
/// The table is binary, not JSON, so finding one card costs a scan of a few kilobytes and
/// no decoding; every integer is little-endian.
///
/// JSON with sorted keys, cards in national order and a date given by the caller make the
/// bytes a function of PokeAPI's answers alone.
enum BuiltInPokedexFormat {
  /// The format this build writes and reads; data of another format is not used.
  /// 1: the first.
  static let current = 1
  static let magic = Data("PKDX".utf8)

  /// What the data says of itself, readable without expanding anything.
  struct Header: Codable, Sendable, Equatable {
    var format: Int
    var generatedOn: String
    var source: String
    var pokemonCount: Int
  }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The bytes of `contents`, each card and the index compressed by `compressor`.
  static func encode(
    _ contents: BuiltInPokedexContents, compressor: any Compressor
  ) throws -> Data {
    var cards = Data()
    var table = Data()
    for card in contents.cards {
      let json = try encoder.encode(card)
      let compressed = try compressor.compress(json)
      for number in [card.summary.id, cards.count, compressed.count, json.count] {
        try table.appendUInt32(number)
      }
      cards.append(compressed)
    }
    let header = Header(
      format: current, generatedOn: contents.generatedOn, source: contents.source,
      pokemonCount: contents.index.summaries.count)
    let headerJSON = try encoder.encode(header)
    let indexJSON = try encoder.encode(contents.index)
    let indexBytes = try compressor.compress(indexJSON)
    var data = magic
    try data.appendUInt32(headerJSON.count)
    data.append(headerJSON)
    try data.appendUInt32(indexBytes.count)
    try data.appendUInt32(indexJSON.count)
    data.append(indexBytes)
    try data.appendUInt32(contents.cards.count)
    data.append(table)
    data.append(cards)
    return data
  }

  /// Where the parts of `data` lie, after checking its magic and format.
  struct Layout: Sendable {
    var header: Header
    var index: Range<Int>
    var indexSize: Int
    var cardTable: Range<Int>
    var cardsStart: Int
  }

  /// The most bytes a piece (the index, a card) may expand to: far above the real ones
  /// (258 KB, 5 KB), far below what damaged data could make a reader allocate.
  static let largestPiece = 64 * 1024 * 1024

  /// The bytes of one entry of the card table.
  static let tableEntrySize = 16

  static func layout(of data: Data) throws -> Layout {
    var reader = ByteReader(data: data)
    guard try reader.bytes(magic.count) == magic else { throw damaged("no PKDX mark") }
    let headerLength = try reader.uint32()
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: try reader.bytes(headerLength))
    } catch let error as PokedexError {
      throw error
    } catch {
      throw damaged("unreadable header")
    }
    guard header.format == current else {
      throw damaged("format \(header.format), where this build reads format \(current)")
    }
    let indexLength = try reader.uint32()
    let indexSize = try reader.uint32()
    let start = reader.position
    _ = try reader.bytes(indexLength)
    let index = start..<reader.position
    let cardCount = try reader.uint32()
    let tableStart = reader.position
    _ = try reader.bytes(cardCount * tableEntrySize)
    return Layout(
      header: header, index: index, indexSize: indexSize,
      cardTable: tableStart..<reader.position, cardsStart: reader.position)
  }

  static func damaged(_ reason: String) -> PokedexError {
    .unexpected(reason: "the built-in Pokédex is damaged: \(reason)")
  }
}

extension Data {
  mutating func appendUInt32(_ value: Int) throws {
    guard let number = UInt32(exactly: value) else {
      throw BuiltInPokedexFormat.damaged("\(value) does not fit in 32 bits")
    }
    Swift.withUnsafeBytes(of: number.littleEndian) { append(contentsOf: $0) }
  }
}

/// Reads the data front to back, refusing to read past its end.
struct ByteReader {
  let data: Data
  private(set) var position: Int

  init(data: Data) {
    self.data = data
    self.position = data.startIndex
  }

  mutating func bytes(_ count: Int) throws -> Data {
    guard count >= 0, count <= data.endIndex - position else {
      throw BuiltInPokedexFormat.damaged("it ends early")
    }
    defer { position += count }
    return data[position..<position + count]
  }

  mutating func uint32() throws -> Int {
    let bytes = try bytes(4)
    return bytes.reversed().reduce(0) { $0 << 8 | Int($1) }
  }
}
