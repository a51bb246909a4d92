import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The English names an evolution family's steps need: of the items, moves and places
/// they name (by the link's URL as the chain gives it) and of the forms that evolve or
/// are evolved into (by the form's slug).
///
/// A name missing here is said from its slug ("Kings Rock"): the document may be absent
/// from a mirror, and a card is worth more than a perfect name.
struct EvolutionNames: Sendable {
  /// Item, move and location names by link URL.
  var documents: [String: String] = [:]
  /// The names of form documents, by slug.
  var forms: [String: DocumentNames] = [:]

  /// The English name of the linked item, move or place, else its title-cased slug.
  func name(of link: NamedAPIResourceDTO?) -> String? {
    guard let link else { return nil }
    return documents[link.url] ?? DisplayName.titleCased(link.safeName)
  }

  /// The name of the form `link`, when it is not the species' own default Pokémon
  /// (`speciesSlug`): "Paldean Wooper", "Midday Lycanroc".
  func formName(
    of link: NamedAPIResourceDTO?, speciesSlug: String, speciesName: String?
  ) -> String? {
    guard let link, link.name != speciesSlug else { return nil }
    let form = forms[link.name]
    return DisplayName.form(
      pokemonSlug: link.safeName, speciesSlug: SafeText.clean(speciesSlug),
      speciesName: speciesName, isDefault: false,
      englishName: form?.name, englishFormName: form?.formName)
  }
}
