import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

/// Names every Pokémon of a PokeAPI corpus as its `pokemon-form` document does, when
/// `POKEAPI_CORPUS` names one.
@Suite("Form names of the corpus", .enabled(if: Corpus.folder != nil, "POKEAPI_CORPUS is not set"))
struct CorpusFormNameTests {
  @Test func everyFormIsNamedFromItsFormDocument() async throws {
    try await CorpusLane.run {
      let corpus = try #require(Corpus.folder)
      let species = try Corpus.decodeAll(
        PokemonSpeciesDTO.self, in: corpus, resource: "pokemon-species")
      let speciesByName = Dictionary(species.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      let forms = try Corpus.decodeAll(PokemonFormDTO.self, in: corpus, resource: "pokemon-form")
      let formsByName = Dictionary(forms.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      let pokemon = try Corpus.decodeAll(PokemonDTO.self, in: corpus, resource: "pokemon")

      var failures: [String] = []
      for document in pokemon {
        let speciesDTO = try #require(speciesByName[document.species.name])
        let form = formsByName[document.name]
        let row = document.toSummary(species: speciesDTO, form: form)
        let expected = Self.expectedName(document, species: speciesDTO, form: form)
        if row.displayName != expected {
          failures.append("\(document.name): \(row.displayName), not \(expected)")
        }
      }
      #expect(failures == [])
    }
  }

  /// The species' English name for a default Pokémon; else the form's English name; else
  /// the species' name with the form's English name in brackets; with what tells it
  /// apart from a Pokémon named alike.
  static func expectedName(
    _ pokemon: PokemonDTO, species: PokemonSpeciesDTO, form: PokemonFormDTO?
  ) -> String {
    let speciesName = species.englishName ?? species.name
    guard pokemon.isDefault == false, pokemon.name != species.name else { return speciesName }
    let named: String
    if let name = form?.names?.english, !name.isEmpty {
      named = name
    } else if let formName = form?.formNames?.english, !formName.isEmpty {
      named = "\(speciesName) (\(formName))"
    } else {
      named = DisplayName.make(
        pokemonSlug: pokemon.name, speciesSlug: species.name, speciesName: speciesName,
        isDefault: false)
    }
    return distinguished[pokemon.name].map { "\(named) \($0)" } ?? named
  }

  /// The four Pokémon PokeAPI's form names call like another, and what tells them apart.
  static let distinguished = [
    "zygarde-10-power-construct": "(Power Construct)",
    "zygarde-50-power-construct": "(Power Construct)",
    "meowstic-male-mega": "♂", "meowstic-female-mega": "♀",
  ]
}
