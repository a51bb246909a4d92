import Domain
import Foundation

/// The Pokédex built into pokecli: every Pokémon's list row and default card, as of the
/// day it was generated, read without a request.
///
/// Opening it reads only the header. Each section (names, rows, types, generations) is
/// expanded on first use and kept; a card is expanded when it is asked for. `show pikachu`
/// expands the names and one card, never the whole Pokédex.
public final class BuiltInPokedex: @unchecked Sendable {
  /// The day the data was taken from PokeAPI, `yyyy-MM-dd` (UTC).
  public var generatedOn: String { layout.header.generatedOn }
  /// The API the data was taken from; it stands in for no other.
  public var source: String { layout.header.source }
  /// How many Pokémon it holds.
  public var pokemonCount: Int { layout.header.pokemonCount }

  private let data: Data
  private let compressor: any Compressor
  private let layout: BuiltInPokedexLayout
  private let lock = NSLock()
  private var sections: [String: any Sendable] = [:]

  /// Opens the data in `bytes`, checking its mark and format only.
  /// - Throws: `PokedexError.unexpected` when the bytes are not built-in Pokédex data of
  ///   the format this build reads.
  public init(bytes: Data, compressor: any Compressor) throws {
    self.data = bytes
    self.compressor = compressor
    self.layout = try BuiltInPokedexLayout(of: bytes)
  }

  /// Writes `contents` in the format this build reads: what the generator calls.
  public static func encode(
    _ contents: BuiltInPokedexContents, compressor: any Compressor
  ) throws -> Data {
    try BuiltInPokedexFormat.encode(contents, compressor: compressor)
  }

  /// The national list's ids and slugs, and the species names.
  func names() throws -> BuiltInNames { try section(.names) }
  /// Every row, in national order.
  func rows() throws -> [PokemonSummary] { try section(.rows) }
  /// The ids of each type's Pokémon, by slug.
  func typeMembers() throws -> [String: [Int]] { try section(.types) }
  /// The species of each generation, by number.
  func generationSpecies() throws -> [String: [Int]] { try section(.generations) }

  /// The card of Pokémon `id`, or `nil` when the data holds none.
  func card(id: Int) throws -> Pokemon? {
    guard let piece = try layout.card(id: id, in: data) else { return nil }
    return try expand(piece, as: Pokemon.self, what: "card #\(id)")
  }

  /// A section, expanded and decoded once, then kept.
  private func section<Value: Decodable & Sendable>(
    _ section: BuiltInPokedexFormat.Section
  ) throws -> Value {
    try lock.withLock {
      if let kept = sections[section.rawValue] as? Value { return kept }
      guard let piece = layout.header.sections[section.rawValue] else {
        throw BuiltInPokedexFormat.damaged("no \(section.rawValue) section")
      }
      let value = try expand(piece, as: Value.self, what: "the \(section.rawValue) section")
      sections[section.rawValue] = value
      return value
    }
  }

  private func expand<Value: Decodable>(
    _ piece: BuiltInPokedexFormat.Piece, as type: Value.Type, what: String
  ) throws -> Value {
    let bytes = try layout.bytes(of: piece, in: data, what: what)
    // Made safe to print like any stored text: the data is a file like any other.
    let json = StoredText.cleaned(try compressor.expand(bytes, originalSize: piece.size))
    guard let value = try? JSONDecoder().decode(Value.self, from: json) else {
      throw BuiltInPokedexFormat.damaged("unreadable \(what)")
    }
    return value
  }
}

extension BuiltInPokedex {
  /// The types the data lists members of, in the games' order.
  public func types() throws -> [PokemonType] {
    try typeMembers().keys.map { PokemonType(slug: $0) }.sorted()
  }

  /// The generations the data lists species of, in order.
  public func generations() throws -> [Int] {
    try generationSpecies().keys.compactMap { Int($0) }.sorted()
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
}
