/// PokeAPI's link to another document: `{"name": "grass", "url": "/api/v2/type/12/"}`.
/// The URL may be absolute (pokeapi.co) or relative (static mirrors).
public struct NamedAPIResourceDTO: Decodable, Hashable, Sendable {
  /// The linked document's slug.
  public let name: String
  /// The linked document's URL, absolute or relative; resolve it with `PokeAPIEndpoints`.
  public let url: String
}
