import CustomDump
import Domain
import Testing

@Suite("Display names")
struct DisplayNameTests {
  @Test(arguments: [
    ("bulbasaur", "bulbasaur", "Bulbasaur", true, "Bulbasaur"),
    ("mr-mime", "mr-mime", "Mr. Mime", true, "Mr. Mime"),
    ("nidoran-f", "nidoran-f", "Nidoran♀", true, "Nidoran♀"),
    ("farfetchd", "farfetchd", "Farfetch’d", true, "Farfetch’d"),
    ("flabebe", "flabebe", "Flabébé", true, "Flabébé"),
    ("type-null", "type-null", "Type: Null", true, "Type: Null"),
    ("ho-oh", "ho-oh", "Ho-Oh", true, "Ho-Oh"),
    ("giratina-altered", "giratina", "Giratina", true, "Giratina"),
    ("charizard-mega-x", "charizard", "Charizard", false, "Charizard (Mega X)"),
    ("raichu-alola", "raichu", "Raichu", false, "Raichu (Alola)"),
    ("mr-mime-galar", "mr-mime", "Mr. Mime", false, "Mr. Mime (Galar)"),
    ("pikachu-rock-star", "pikachu", "Pikachu", false, "Pikachu (Rock Star)"),
    ("pikachu-phd", "pikachu", "Pikachu", false, "Pikachu (PhD)"),
    ("charizard-gmax", "charizard", "Charizard", false, "Charizard (Gigantamax)"),
  ])
  func speciesNameAndFormMakeTheDisplayName(
    pokemon: String, species: String, english: String, isDefault: Bool, expected: String
  ) {
    let name = DisplayName.make(
      pokemonSlug: pokemon, speciesSlug: species, speciesName: english, isDefault: isDefault)
    #expect(name == expected)
  }

  @Test func aSpeciesWithoutAnEnglishNameFallsBackToItsSlugTitleCased() {
    let name = DisplayName.make(
      pokemonSlug: "tapu-koko", speciesSlug: "tapu-koko", speciesName: nil, isDefault: true)
    #expect(name == "Tapu Koko")
  }

  @Test func aFormWhoseSlugDoesNotStartWithItsSpeciesUsesTheWholeSlug() {
    let name = DisplayName.make(
      pokemonSlug: "odd-form", speciesSlug: "other", speciesName: "Other", isDefault: false)
    #expect(name == "Other (Odd Form)")
  }
}
