/// One line of the national list: the id and slug of a Pokémon, in PokeAPI's order.
///
/// The whole list (1351 entries) comes in one request; paging, name look-ups and search
/// work on it without a request per Pokémon.
public struct PokemonIndexEntry: Hashable, Sendable, Codable {
  /// Its Pokémon id.
  public let id: Int
  /// Its slug.
  public let name: String

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// Whether it is an alternate form (a mega, a regional form…): PokeAPI numbers those
  /// from 10001, and its species' default Pokémon has the national number.
  public var isAlternateForm: Bool { id >= 10_001 }
}
