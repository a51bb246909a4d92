import Domain
import Foundation

extension PokemonDTO {
  /// The row the list shows, named after its species' English name.
  public func toSummary(species: PokemonSpeciesDTO) -> PokemonSummary {
    PokemonSummary(
      id: id,
      name: name,
      displayName: DisplayName.make(
        pokemonSlug: name,
        speciesSlug: species.name,
        speciesName: species.englishName,
        isDefault: isDefault ?? true),
      speciesID: species.id,
      types: typesInSlotOrder)
  }

  /// Its types, primary first.
  public var typesInSlotOrder: [PokemonType] {
    types.sorted { $0.slot < $1.slot }.map { PokemonType(slug: $0.type.name) }
  }
}
