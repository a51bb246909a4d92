import Data
import Domain
import Foundation
import Testing

@Suite("PokeAPI endpoints")
struct PokeAPIEndpointsTests {
  @Test(arguments: ["http://127.0.0.1:8765/api/v2", "http://127.0.0.1:8765/api/v2/"])
  func aBaseURLWorksWithOrWithoutItsTrailingSlash(base: String) throws {
    let endpoints = try PokeAPIEndpoints(baseURL: base)
    #expect(
      endpoints.pokemonList(PageRequest(page: 3)).absoluteString
        == "http://127.0.0.1:8765/api/v2/pokemon/?offset=40&limit=20")
  }

  @Test func relativeLinksResolveAgainstTheBaseKeepingItsPathPrefix() throws {
    let endpoints = try PokeAPIEndpoints(baseURL: "http://mirror.test/pokeapi/api/v2")
    let page = endpoints.pokemonList(PageRequest())
    #expect(
      try endpoints.resolve("/api/v2/type/12/", foundIn: page).absoluteString
        == "http://mirror.test/pokeapi/api/v2/type/12/")
  }

  @Test func absoluteLinksAreKeptAsTheyAre() throws {
    let endpoints = try PokeAPIEndpoints(baseURL: PokeAPIEndpoints.defaultBaseURL)
    let link = "https://pokeapi.co/api/v2/pokemon-species/6/"
    #expect(
      try endpoints.resolve(link, foundIn: endpoints.baseURL).absoluteString == link)
  }

  @Test(arguments: ["", "pokeapi.co/api/v2", "ftp://host/api", "http://", "http://h/?q=1"])
  func aBaseURLThatIsNotHTTPIsRejected(text: String) {
    #expect(throws: PokedexError.invalidBaseURL(text)) {
      try PokeAPIEndpoints(baseURL: text)
    }
  }
}
