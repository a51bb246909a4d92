import Domain
import Foundation

extension PokemonDTO {
  /// The row the list shows, named after its species' English name; every text in it is
  /// safe to print.
  public func toSummary(species: PokemonSpeciesDTO) -> PokemonSummary {
    PokemonSummary(
      id: id,
      name: name.safe,
      displayName: DisplayName.make(
        pokemonSlug: name.safe,
        speciesSlug: species.name.safe,
        speciesName: species.englishName.safe,
        isDefault: isDefault ?? true),
      speciesID: species.id,
      types: typesInSlotOrder)
  }

  /// Its types, primary first, their slugs safe to print.
  public var typesInSlotOrder: [PokemonType] {
    types.sorted { $0.slot < $1.slot }.map(\.type.safeType)
  }
}
