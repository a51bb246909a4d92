/// One page of `GET /pokemon/?offset&limit`: the total count and links to the documents.
public struct PokemonListPageDTO: Decodable, Sendable {
  /// How many Pokémon the whole list holds.
  public let count: Int
  /// The next page's URL; `null` on the last page.
  public let next: String?
  /// The previous page's URL; `null` on the first page.
  public let previous: String?
  /// The Pokémon of this page, in list order.
  public let results: [NamedAPIResourceDTO]
}
