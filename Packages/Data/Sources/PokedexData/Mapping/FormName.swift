import Domain
/// A Pokémon's display name in one language over PokeAPI, from its species' names and its
/// `pokemon-form` document's, as the built-in data names it (`PokemonNameTable`): the
/// species' name for a default Pokémon ("Dracaufeu"), else the form's full name
/// ("Méga-Dracaufeu X"), else the species' with the form's, else the English name; with
/// what the slug says and the name does not (`DisplayName.distinguished`).
///
/// The built-in data then tells apart the few names that still read alike (the forms of
/// one species); a card does the same over its species' forms (`PokemonMapping`), but a
/// row read alone cannot, so over another API two rows may share a name in a language.
enum FormName {
  /// - Parameter powerConstructName: the ability's name in `language`, where the caller
  ///   has its document (a Zygarde's card); else its English name is added.
  static func of(
    pokemonSlug: String, speciesSlug: String, speciesNames: [LocalizedNameDTO]?,
    isDefault: Bool, form: DocumentNames?, in language: String,
    powerConstructName: String? = nil
  ) -> String {
    let english = DisplayName.form(
      pokemonSlug: pokemonSlug, speciesSlug: speciesSlug,
      speciesName: speciesNames?.english.safe, isDefault: isDefault,
      englishName: form?.name, englishFormName: form?.formName)
    guard language != "en" else { return english }
    let species = speciesNames?.first { $0.language.code == language }
      .map { SafeText.clean($0.name) }.flatMap { $0.isEmpty ? nil : $0 }
    let plain: String
    if isDefault || pokemonSlug == speciesSlug {
      plain = species ?? english
    } else if let full = form?.names[language] {
      plain = full
    } else if let species, let formName = form?.formNames[language] {
      plain = formName.contains(species) ? formName : "\(species) (\(formName))"
    } else {
      return english
    }
    return DisplayName.distinguished(
      plain, pokemonSlug: pokemonSlug, isDefault: isDefault,
      powerConstructName: powerConstructName ?? "Power Construct", marksGender: false)
  }
}
