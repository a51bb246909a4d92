import CustomDump
import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Decoding PokeAPI documents")
struct DTODecodingTests {
  let url = URL(string: "https://pokeapi.co/api/v2/x/")!

  @Test func aPokemonWithNullsAndUnknownFieldsDecodesAndMapsWithTypesInSlotOrder() throws {
    let pokemon = try decode(PokemonDTO.self, "pokemon-1")
    let species = try decode(PokemonSpeciesDTO.self, "pokemon-species-1")
    expectNoDifference(
      pokemon.toSummary(species: species).shown(in: "en"),
      PokemonSummary(
        id: 1, name: "bulbasaur", displayName: "Bulbasaur", speciesID: 1,
        types: [.grass, .poison]))
  }

  @Test func aRowCarriesItsNameInEveryLanguageOfItsSpecies() throws {
    let pokemon = try decode(PokemonDTO.self, "pokemon-1")
    let species = try decode(PokemonSpeciesDTO.self, "pokemon-species-1")
    let row = pokemon.toSummary(species: species)
    #expect(row.shown(in: "fr").displayName == "Bulbizarre")
    // PokeAPI once wrote this code with a capital; `--language` takes it lowercased.
    #expect(row.shown(in: "ja-hrkt").displayName == "フシギダネ")
    // A language the species has no name in reads in English; none is left in the row.
    #expect(row.shown(in: "ko") == row.shown(in: "en"))
    #expect(row.shown(in: "fr").translations == nil)
  }

  @Test func aFormWithAbsoluteURLsReadsAsItsSpeciesAndForm() throws {
    let pokemon = try decode(PokemonDTO.self, "pokemon-10034")
    let species = try decode(PokemonSpeciesDTO.self, "pokemon-species-6")
    expectNoDifference(
      pokemon.toSummary(species: species).shown(in: "en"),
      PokemonSummary(
        id: 10034, name: "charizard-mega-x", displayName: "Charizard (Mega X)",
        speciesID: 6, types: [.fire, .dragon]))
  }

  @Test func aSpeciesWithNoEnglishNameIsNamedFromItsSlug() throws {
    let species = try decode(PokemonSpeciesDTO.self, "pokemon-species-no-english-name")
    #expect(species.englishName == nil)
  }

  @Test func listPagesDecodeWithRelativeOrAbsoluteLinksAndNullNeighbours() throws {
    let relative = try decode(PokemonListPageDTO.self, "pokemon-list-page-relative")
    let absolute = try decode(PokemonListPageDTO.self, "pokemon-list-page-absolute")
    #expect(relative.count == 1351)
    #expect(relative.previous == nil)
    #expect(relative.results.map(\.url) == ["/api/v2/pokemon/1/", "/api/v2/pokemon/10034/"])
    #expect(absolute.next == nil)
    #expect(absolute.results.first?.url == "https://pokeapi.co/api/v2/pokemon/10326/")
  }

  @Test func aBodyThatIsNotJSONIsAnInvalidResponseNamingTheURL() {
    #expect(throws: PokedexError.invalidResponse(url: url.absoluteString, reason: "not JSON")) {
      try DocumentLoader.decode(PokemonDTO.self, from: Data("<html>".utf8), url: url)
    }
  }

  @Test func aMissingFieldIsNamedInTheError() {
    let body = Data(#"{"id": 1, "name": "x", "types": []}"#.utf8)
    #expect(
      throws: PokedexError.invalidResponse(
        url: url.absoluteString, reason: "missing field \"species\"")
    ) {
      try DocumentLoader.decode(PokemonDTO.self, from: body, url: url)
    }
  }

  @Test func aWrongTypeIsNamedWithItsPath() {
    let body = Data(
      (#"{"id": 1, "name": "x", "species": {"name": "x", "url": "u"}, "types": "#
        + #"[{"slot": "one", "type": {"name": "fire", "url": "u"}}]}"#)
        .utf8)
    #expect(
      throws: PokedexError.invalidResponse(
        url: url.absoluteString, reason: "expected a number at types[0].slot")
    ) {
      try DocumentLoader.decode(PokemonDTO.self, from: body, url: url)
    }
  }

  /// The decoder reads `snake_case` keys as the DTOs' `camelCase` properties; an error
  /// still names each key as the document spells it.
  @Test func aKeyIsNamedAsTheDocumentSpellsIt() {
    let body = Data(
      (#"{"id": 1, "name": "x", "species": {"name": "x", "url": "u"}, "types": [], "#
        + #""abilities": [{"slot": 1, "ability": null}]}"#)
        .utf8)
    #expect(
      throws: PokedexError.invalidResponse(
        url: url.absoluteString, reason: "missing field \"is_hidden\" at abilities[0]")
    ) {
      try DocumentLoader.decode(PokemonDTO.self, from: body, url: url)
    }
  }

  private func decode<T: Decodable>(_ type: T.Type, _ fixture: String) throws -> T {
    try DocumentLoader.decode(type, from: try Fixtures.data(fixture), url: url)
  }
}
