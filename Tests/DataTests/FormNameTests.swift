import Domain
import Foundation
import Testing

@testable import PokedexData

/// A Pokémon's name in a language over another API, composed from its species' and form's
/// documents as the built-in data composes it.
@Suite("Form names in every language")
struct FormNameTests {
  static func names(_ pairs: [(String, String)]) -> [LocalizedNameDTO] {
    pairs.map { language, name in
      LocalizedNameDTO(
        name: name, language: NamedAPIResourceDTO(name: language, url: "/api/v2/language/1/"))
    }
  }

  static let charizard = names([("en", "Charizard"), ("fr", "Dracaufeu"), ("ja-Hrkt", "リザードン")])

  static func name(
    _ slug: String, isDefault: Bool = false, form: DocumentNames? = nil, in language: String,
    powerConstruct: String? = nil
  ) -> String {
    FormName.of(
      pokemonSlug: slug, speciesSlug: slug.hasPrefix("zygarde") ? "zygarde" : "charizard",
      speciesNames: slug.hasPrefix("zygarde")
        ? names([("en", "Zygarde"), ("de", "Zygarde")]) : charizard,
      isDefault: isDefault, form: form, in: language, powerConstructName: powerConstruct)
  }

  @Test func aDefaultPokemonIsItsSpeciesInTheLanguage() {
    #expect(Self.name("charizard", isDefault: true, in: "fr") == "Dracaufeu")
    #expect(Self.name("charizard", isDefault: true, in: "ja-hrkt") == "リザードン")
    // A language the species has no name in reads in English.
    #expect(Self.name("charizard", isDefault: true, in: "ko") == "Charizard")
  }

  @Test func aFormIsItsFullNameElseItsSpeciesWithItsFormsName() {
    let megaX = DocumentNames(
      names: Self.names([("en", "Mega Charizard X"), ("fr", "Méga-Dracaufeu X")]),
      formNames: Self.names([("en", "Mega Charizard X"), ("ja-hrkt", "メガリザードンＸ")]))
    #expect(Self.name("charizard-mega-x", form: megaX, in: "en") == "Mega Charizard X")
    #expect(Self.name("charizard-mega-x", form: megaX, in: "fr") == "Méga-Dracaufeu X")
    // The form's name already names the species: it is the whole name.
    #expect(Self.name("charizard-mega-x", form: megaX, in: "ja-hrkt") == "メガリザードンＸ")
    let gmax = DocumentNames(
      names: Self.names([("en", "Gigantamax Charizard")]),
      formNames: Self.names([("en", "Gigantamax Form"), ("fr", "Forme Gigamax")]))
    #expect(Self.name("charizard-gmax", form: gmax, in: "fr") == "Dracaufeu (Forme Gigamax)")
    // With neither in the language, the English name.
    #expect(Self.name("charizard-gmax", form: gmax, in: "ko") == "Gigantamax Charizard")
  }

  @Test func powerConstructIsSaidInTheLanguageWhereTheCardKnowsIt() {
    let tenPercent = DocumentNames(
      names: Self.names([("en", "10% Zygarde")]),
      formNames: Self.names([("en", "10% Forme"), ("de", "10%")]))
    #expect(
      Self.name("zygarde-10-power-construct", form: tenPercent, in: "de", powerConstruct: "Scharwandel")
        == "Zygarde (10%) (Scharwandel)")
    #expect(
      Self.name("zygarde-10-power-construct", form: tenPercent, in: "en")
        == "10% Zygarde (Power Construct)")
  }
}
