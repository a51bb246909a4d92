import Domain
/// The names an evolution family's steps need: of the items, moves and places
/// they name (by the link's URL as the chain gives it) and of the forms that evolve or
/// are evolved into (by the form's slug).
///
/// A name missing here is said from its slug ("Kings Rock"): the document may be absent
/// from a mirror, and a card is worth more than a perfect name.
struct EvolutionNames: Sendable {
  /// Item, move and location names by link URL.
  var documents: [String: DocumentNames] = [:]
  /// The names of form documents, by slug.
  var forms: [String: DocumentNames] = [:]
  /// The language the names are said in (PokeAPI's code).
  var language = "en"

  /// The same names, said in `language`.
  func said(in language: String) -> EvolutionNames {
    var said = self
    said.language = language
    return said
  }

  /// The name of the linked item, move or place in the language, else in English, else
  /// its title-cased slug.
  func name(of link: NamedAPIResourceDTO?) -> String? {
    guard let link else { return nil }
    return documents[link.url]?.name(in: language) ?? DisplayName.titleCased(link.safeName)
  }

  /// The name of the form `link`, when it is not the species' own default Pokémon
  /// (`speciesSlug`), in the language: "Paldean Wooper", "Midday Lycanroc".
  func formName(
    of link: NamedAPIResourceDTO?, speciesSlug: String, speciesNames: [LocalizedNameDTO]?
  ) -> String? {
    guard let link, link.name != speciesSlug else { return nil }
    return FormName.of(
      pokemonSlug: link.safeName, speciesSlug: SafeText.clean(speciesSlug),
      speciesNames: speciesNames, isDefault: false, form: forms[link.name], in: language)
  }
}
