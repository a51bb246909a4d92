@testable import PokedexData
import Domain
import PokedexTesting
import Foundation

/// A `Compressor` that only reverses the bytes: reversible, deterministic and visible, so
/// format tests need no zlib and would notice a piece read without being expanded.
struct ReversingCompressor: Compressor {
  func compress(_ data: Data) throws -> Data { Data(data.reversed()) }

  func expand(_ data: Data, originalSize: Int) throws -> Data {
    guard data.count == originalSize else {
      throw PokedexError.unexpected(reason: "expected \(originalSize) bytes")
    }
    return Data(data.reversed())
  }
}

/// A small built-in Pokédex over `MinimalCard.few`, as of 2027-01-10.
enum SmallBuiltInPokedex {
  static let generatedOn = "2027-01-10"

  static func make(cards: [Pokemon] = MinimalCard.few) throws -> BuiltInPokedex {
    let bytes = try BuiltInPokedex.encode(
      BuiltInPokedexContentsFactory().contents(cards: cards), compressor: ReversingCompressor())
    return try BuiltInPokedex(bytes: bytes, compressor: ReversingCompressor())
  }
}

/// Builds the contents of a small built-in Pokédex.
struct BuiltInPokedexContentsFactory {
  func contents(cards: [Pokemon] = MinimalCard.few) -> BuiltInPokedexContents {
    let ids = cards.map(\.summary.id)
    var typeMembers: [PokemonType: [Int]] = [:]
    for card in cards {
      for type in card.summary.types { typeMembers[type, default: []].append(card.summary.id) }
    }
    return BuiltInPokedexContents(
      generatedOn: SmallBuiltInPokedex.generatedOn, source: "https://pokeapi.co/api/v2/",
      cards: cards, typeMembers: typeMembers, generations: [1: ids.filter { $0 < 152 }],
      speciesNames: ["giratina": 487])
  }
}
