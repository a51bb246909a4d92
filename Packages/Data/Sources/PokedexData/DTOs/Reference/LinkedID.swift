import Domain
/// Reads the id a PokeAPI link ends in, for the generator of the built-in database:
/// `/api/v2/move-ailment/4/` → 4.
///
/// Unlike `ResourceID`, it keeps 0 and -1. PokeAPI gives those ids to real documents
/// (move-ailment -1 "unknown" and 0 "none", move-category 0 "damage"), and over a thousand
/// moves link to them; read as `nil`, their meta rows would lose the category and ailment.
/// Any other link that ends in no plausible id reads as `nil`.
package enum LinkedID {
  /// The ids a link may hold: PokeAPI's -1 and 0, then `PlausibleRange.id`.
  package static let range = -1...PlausibleRange.id.upperBound

  /// The id `url` ends in, or `nil`.
  package static func of(_ url: String) -> Int? {
    url.split(separator: "/").last.flatMap { Int($0) }.flatMap { range.contains($0) ? $0 : nil }
  }
}

extension NamedAPIResourceDTO {
  /// The id this link ends in (`LinkedID`), or `nil` when it ends in none.
  package var linkedID: Int? { LinkedID.of(url) }
}

/// A PokeAPI link read only for the id its URL ends in.
///
/// Why not `NamedAPIResourceDTO`: the learnsets hold about two million links (a move, a
/// version group and a method for each of 638,000 details), and every document is kept
/// until the tables are made; a number each costs a few megabytes, two texts each would
/// cost hundreds.
package struct LinkedIDDTO: Decodable, Hashable, Sendable {
  /// The id the link ends in (`LinkedID`), or `nil` when it ends in none.
  package let id: Int?

  private enum CodingKeys: String, CodingKey { case url }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = LinkedID.of(try container.decode(String.self, forKey: .url))
  }
}
