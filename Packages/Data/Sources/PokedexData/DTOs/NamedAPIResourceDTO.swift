/// PokeAPI's link to another document: `{"name": "grass", "url": "/api/v2/type/12/"}`.
/// The URL may be absolute (pokeapi.co) or relative (static mirrors).
public struct NamedAPIResourceDTO: Decodable, Hashable, Sendable {
  /// The linked document's slug.
  public let name: String
  /// The linked document's URL, absolute or relative; resolve it with `PokeAPIEndpoints`.
  public let url: String
}

extension NamedAPIResourceDTO {
  /// The longest slug accepted, in bytes: PokeAPI's longest is 60
  /// (`other-regirock-regice-registeel-regieleki-regidrago-in-party`).
  static let longestName = 120
  /// The longest link accepted, in bytes: PokeAPI's longest is 56 with its host.
  static let longestURL = 400

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name, atMost: Self.longestName)
    url = try container.decode(String.self, forKey: .url, atMost: Self.longestURL)
  }

  private enum CodingKeys: String, CodingKey { case name, url }
}
