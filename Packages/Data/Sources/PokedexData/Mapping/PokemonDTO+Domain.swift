import Domain
extension PokemonDTO {
  /// The row the list shows, named after its species, or for an alternate form after
  /// its `form` document ("Alolan Raichu"), in English and every other language the
  /// documents speak; every text in it is safe to print.
  public func toSummary(
    species: PokemonSpeciesDTO, form: PokemonFormDTO? = nil
  ) -> PokemonSummary {
    let forms = form.map { [name: DocumentNames(names: $0.names, formNames: $0.formNames)] }
    return toSummary(names: SpeciesFormNames(species: species, forms: forms ?? [:]))
  }

  /// The row, named from `names` (its species' and forms' documents).
  func toSummary(names: SpeciesFormNames) -> PokemonSummary {
    PokemonSummary.named(
      id: id, slug: name.safe, names: names, isDefault: isDefault ?? true,
      types: typesInSlotOrder)
  }

  /// Its types, primary first, their slugs safe to print.
  public var typesInSlotOrder: [PokemonType] {
    types.sorted { $0.slot < $1.slot }.map(\.type.safeType)
  }
}

extension PokemonSummary {
  /// The row of Pokémon `id` (`slug`), named from its species' and forms' documents in
  /// English and in each other language they speak: a form told apart from its siblings
  /// (`SpeciesFormNames`).
  static func named(
    id: Int, slug: String, names: SpeciesFormNames, isDefault: Bool, types: [PokemonType]
  ) -> PokemonSummary {
    func name(in language: String) -> String {
      let told = isDefault ? nil : names.names(in: language)[slug]
      return told ?? names.name(of: slug, isDefault: isDefault, in: language)
    }
    let english = PokemonSummary(
      id: id, name: slug, displayName: name(in: "en"), speciesID: names.species.id,
      types: types)
    let languages = names.languages.subtracting(["en"])
    return english.translated(into: languages.sorted()) { english.worded(name(in: $0)) }
  }
}
