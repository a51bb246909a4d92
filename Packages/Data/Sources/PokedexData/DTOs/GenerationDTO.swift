/// The fields of a `generation` document that pokecli uses: the species it introduced.
public struct GenerationDTO: Decodable, Sendable {
  /// The generation's number, from 1.
  public let id: Int
  /// The generation's slug, such as `generation-i`.
  public let name: String
  /// The species it introduced; their URLs end in their national numbers.
  public let pokemonSpecies: [NamedAPIResourceDTO]
}
