import Domain
import Foundation

/// Where the parts of built-in Pokédex data lie, read from its header after checking its
/// mark and format; nothing is expanded.
struct BuiltInPokedexLayout: Sendable {
  var header: BuiltInPokedexFormat.Header
  var cardTable: Range<Int>
  var bodyStart: Int

  /// The bytes of one entry of the card table.
  static let tableEntrySize = 16

  /// The most bytes a piece (a section, a card) may expand to: far above the real ones
  /// (131 KB, 5 KB), far below what damaged data could make a reader allocate.
  static let largestPiece = 64 * 1024 * 1024

  init(of data: Data) throws {
    var reader = ByteReader(data: data)
    guard try reader.bytes(BuiltInPokedexFormat.magic.count) == BuiltInPokedexFormat.magic
    else { throw BuiltInPokedexFormat.damaged("no PKDX mark") }
    let headerBytes = try reader.bytes(try reader.uint32())
    guard
      let header = try? JSONDecoder().decode(BuiltInPokedexFormat.Header.self, from: headerBytes)
    else { throw BuiltInPokedexFormat.damaged("unreadable header") }
    guard header.format == BuiltInPokedexFormat.current else {
      throw BuiltInPokedexFormat.damaged(
        "format \(header.format), where this build reads format \(BuiltInPokedexFormat.current)")
    }
    let cardCount = try reader.uint32()
    let tableStart = reader.position
    _ = try reader.bytes(cardCount * Self.tableEntrySize)
    self.header = header
    self.cardTable = tableStart..<reader.position
    self.bodyStart = reader.position
  }

  /// The bytes of `piece`, checked to lie inside `data` and to expand to a sane size.
  func bytes(of piece: BuiltInPokedexFormat.Piece, in data: Data, what: String) throws -> Data {
    guard piece.offset >= 0, piece.length >= 0, piece.offset <= data.endIndex - bodyStart,
      piece.length <= data.endIndex - bodyStart - piece.offset,
      (0...Self.largestPiece).contains(piece.size)
    else { throw BuiltInPokedexFormat.damaged("\(what) lies outside the data") }
    let start = bodyStart + piece.offset
    return data[start..<start + piece.length]
  }

  /// Where card `id` lies, from the card table: a scan of 16 bytes per card.
  func card(id: Int, in data: Data) throws -> BuiltInPokedexFormat.Piece? {
    var reader = ByteReader(data: data[cardTable])
    while reader.position < cardTable.upperBound {
      let (entry, offset, length, size) = (
        try reader.uint32(), try reader.uint32(), try reader.uint32(), try reader.uint32())
      if entry == id { return .init(offset: offset, length: length, size: size) }
    }
    return nil
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
