import Domain
import Foundation

/// The bytes of the built-in Pokédex:
///
/// ```
/// "PKDX"                 4 bytes
/// header length          UInt32
/// header                 JSON: format, generatedOn, source, pokemonCount, and where each
///                        section lies (names, rows, types, generations)
/// card count             UInt32
/// card table             per card, four UInt32: id, offset, length, expanded size
/// body                   the sections, then the cards: each compressed JSON on its own
/// ```
///
/// Every integer is little-endian, every offset counts from the start of the body. Each
/// section is expanded only when a command needs it (`show` reads the names, never the
/// rows), and a new kind of data is a new section that older sections do not feel. The
/// card table is binary, so finding one card is a scan of a few kilobytes.
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
    /// Where each section lies in the body, by name.
    var sections: [String: Piece]
  }

  /// One compressed piece of the body: a section or a card.
  struct Piece: Codable, Sendable, Equatable {
    var offset: Int
    var length: Int
    /// How many bytes it has once expanded.
    var size: Int
  }

  /// The sections, by name.
  enum Section: String, CaseIterable {
    case names, rows, types, generations
  }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The bytes of `contents`, each section and card compressed by `compressor`.
  static func encode(
    _ contents: BuiltInPokedexContents, compressor: any Compressor
  ) throws -> Data {
    var body = Data()
    func append(_ json: Data) throws -> Piece {
      let compressed = try compressor.compress(json)
      defer { body.append(compressed) }
      return Piece(offset: body.count, length: compressed.count, size: json.count)
    }
    var sections: [String: Piece] = [:]
    for section in Section.allCases {
      sections[section.rawValue] = try append(try contents.index.json(of: section))
    }
    var table = Data()
    for card in contents.cards {
      let piece = try append(try encoder.encode(card))
      for number in [card.summary.id, piece.offset, piece.length, piece.size] {
        try table.appendUInt32(number)
      }
    }
    let header = Header(
      format: current, generatedOn: contents.generatedOn, source: contents.source,
      pokemonCount: contents.index.summaries.count, sections: sections)
    let headerJSON = try encoder.encode(header)
    var data = magic
    try data.appendUInt32(headerJSON.count)
    data.append(headerJSON)
    try data.appendUInt32(contents.cards.count)
    data.append(table)
    data.append(body)
    return data
  }

  static func damaged(_ reason: String) -> PokedexError {
    .unexpected(reason: "the built-in Pokédex is damaged: \(reason)")
  }
}

extension BuiltInPokedexIndex {
  /// The JSON of one section.
  func json(of section: BuiltInPokedexFormat.Section) throws -> Data {
    let encoder = BuiltInPokedexFormat.encoder
    switch section {
    case .names: return try encoder.encode(names)
    case .rows: return try encoder.encode(summaries)
    case .types: return try encoder.encode(typeMembers)
    case .generations: return try encoder.encode(generations)
    }
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
