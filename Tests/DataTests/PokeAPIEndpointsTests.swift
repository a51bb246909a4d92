import PokedexData
import Domain
import Foundation
import Testing

@Suite("PokeAPI endpoints")
struct PokeAPIEndpointsTests {
  @Test(arguments: ["http://127.0.0.1:8765/api/v2", "http://127.0.0.1:8765/api/v2/"])
  func aBaseURLWorksWithOrWithoutItsTrailingSlash(base: String) throws {
    let endpoints = try PokeAPIEndpoints(baseURL: base)
    #expect(
      endpoints.url(path: "pokemon/?offset=40&limit=20").absoluteString
        == "http://127.0.0.1:8765/api/v2/pokemon/?offset=40&limit=20")
  }

  @Test func relativeLinksResolveAgainstTheBaseKeepingItsPathPrefix() throws {
    let endpoints = try PokeAPIEndpoints(baseURL: "http://mirror.test/pokeapi/api/v2")
    let page = endpoints.url(path: "pokemon/?offset=0&limit=20")
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

  @Test(arguments: [
    "https://evil.test/api/v2/pokemon-species/6/", "http://pokeapi.co/api/v2/type/1/",
    "https://pokeapi.co:8443/api/v2/type/1/", "//evil.test/api/v2/type/1/",
  ])
  func aLinkToAnotherHostIsRefused(link: String) throws {
    let endpoints = try PokeAPIEndpoints(baseURL: PokeAPIEndpoints.defaultBaseURL)
    let document = endpoints.url(path: "pokemon/6/")
    #expect(
      throws: PokedexError.invalidResponse(
        url: document.absoluteString, reason: "a link to another host, not followed")
    ) { try endpoints.resolve(link, foundIn: document) }
  }

  @Test(arguments: [
    "https://pokeapi.co/admin/", "https://pokeapi.co/api/v1/pokemon/1/",
    "https://pokeapi.co/api/v2/../../etc/passwd", "https://pokeapi.co/api/v2/%2e%2e/x",
    "../../../admin",
  ])
  func aLinkOutsideTheAPIRootIsRefused(link: String) throws {
    let endpoints = try PokeAPIEndpoints(baseURL: PokeAPIEndpoints.defaultBaseURL)
    let document = endpoints.url(path: "pokemon/6/")
    #expect(
      throws: PokedexError.invalidResponse(
        url: document.absoluteString, reason: "a link outside the API root, not followed")
    ) { try endpoints.resolve(link, foundIn: document) }
  }

  @Test func aLinkBelowAMirrorsPathPrefixIsFollowed() throws {
    let endpoints = try PokeAPIEndpoints(baseURL: "http://mirror.test/pokeapi/api/v2")
    let document = endpoints.url(path: "pokemon/6/")
    #expect(
      try endpoints.resolve("http://mirror.test/pokeapi/api/v2/type/10/", foundIn: document)
        .absoluteString == "http://mirror.test/pokeapi/api/v2/type/10/")
    #expect(
      try endpoints.resolve("../../type/10/", foundIn: document).absoluteString
        == "http://mirror.test/pokeapi/api/v2/type/10/")
  }
}
