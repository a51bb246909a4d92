import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PokemonDTO {
  /// The row the list shows, named after its species, or for an alternate form after
  /// its `form` document ("Alolan Raichu"), in English and every other language the
  /// documents speak; every text in it is safe to print.
  public func toSummary(
    species: PokemonSpeciesDTO, form: PokemonFormDTO? = nil
  ) -> PokemonSummary {
    toSummary(
      species: species,
      formNames: form.map { DocumentNames(names: $0.names, formNames: $0.formNames) })
  }

  /// The row, an alternate form named from the names of its form document.
  func toSummary(species: PokemonSpeciesDTO, formNames: DocumentNames?) -> PokemonSummary {
    PokemonSummary.named(
      id: id, slug: name.safe, species: species, isDefault: isDefault ?? true,
      form: formNames, types: typesInSlotOrder)
  }

  /// Its types, primary first, their slugs safe to print.
  public var typesInSlotOrder: [PokemonType] {
    types.sorted { $0.slot < $1.slot }.map(\.type.safeType)
  }
}

extension PokemonSummary {
  /// The row of Pokémon `id` (`slug`), named from its species' and form's documents in
  /// English and in each other language they speak (`FormName`).
  static func named(
    id: Int, slug: String, species: PokemonSpeciesDTO, isDefault: Bool, form: DocumentNames?,
    types: [PokemonType]
  ) -> PokemonSummary {
    func name(in language: String) -> String {
      FormName.of(
        pokemonSlug: slug, speciesSlug: species.name.safe, speciesNames: species.names,
        isDefault: isDefault, form: form, in: language)
    }
    let english = PokemonSummary(
      id: id, name: slug, displayName: name(in: "en"), speciesID: species.id, types: types)
    let languages = GameTexts.languages(
      species.names.languages, Set((form?.names ?? [:]).keys), Set((form?.formNames ?? [:]).keys))
    return english.translated(into: languages.sorted()) { english.worded(name(in: $0)) }
  }
}
