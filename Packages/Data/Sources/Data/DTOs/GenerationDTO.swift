import Foundation

/// The fields of a `generation` document that pokecli uses: the species it introduced.
public struct GenerationDTO: Decodable, Sendable {
  public let id: Int
  public let name: String
  public let pokemonSpecies: [NamedAPIResourceDTO]

  enum CodingKeys: String, CodingKey {
    case id, name
    case pokemonSpecies = "pokemon_species"
  }
}
