import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PokemonDTO {
  /// The row the list shows, named after its species' English name, or for an alternate
  /// form after its `form` document ("Alolan Raichu"); every text in it is safe to print.
  public func toSummary(
    species: PokemonSpeciesDTO, form: PokemonFormDTO? = nil
  ) -> PokemonSummary {
    toSummary(
      species: species,
      formNames: form.map { DocumentNames(name: $0.englishName, formName: $0.englishFormName) })
  }

  /// The row, an alternate form named from the English names of its form document.
  func toSummary(species: PokemonSpeciesDTO, formNames: DocumentNames?) -> PokemonSummary {
    PokemonSummary(
      id: id,
      name: name.safe,
      displayName: DisplayName.form(
        pokemonSlug: name.safe,
        speciesSlug: species.name.safe,
        speciesName: species.englishName.safe,
        isDefault: isDefault ?? true,
        englishName: formNames?.name, englishFormName: formNames?.formName),
      speciesID: species.id,
      types: typesInSlotOrder)
  }

  /// Its types, primary first, their slugs safe to print.
  public var typesInSlotOrder: [PokemonType] {
    types.sorted { $0.slot < $1.slot }.map(\.type.safeType)
  }
}
