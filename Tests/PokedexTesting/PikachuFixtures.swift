import FlyingFox
import Foundation

/// Serves the hand-written Pikachu family documents (Fixtures/*-25.json and friends) at
/// the paths PokeAPI would, by number and by name; anything else goes to `fallback`.
public enum PikachuFixtures {
  /// Path below `/api/v2/` → fixture name.
  public static let paths: [String: String] = [
    "pokemon/pikachu": "pokemon-25", "pokemon/25": "pokemon-25",
    "pokemon-species/25": "pokemon-species-25", "pokemon-species/pikachu": "pokemon-species-25",
    "pokemon-species/172": "pokemon-species-172", "pokemon-species/26": "pokemon-species-26",
    "type/13": "type-13", "ability/9": "ability-9", "ability/31": "ability-31",
    "evolution-chain/10": "evolution-chain-10", "item/83": "item-83",
    "pokemon-form/pikachu-rock-star": "pokemon-form-pikachu-rock-star",
  ]

  /// Answers from the Pikachu fixtures, else from `fallback`.
  public static func respond(
    to request: HTTPRequest, fallback: (HTTPRequest) -> HTTPResponse = FixturePokedex.respond
  ) -> HTTPResponse {
    var path = request.path
    if path.hasPrefix("/api/v2/") { path.removeFirst("/api/v2/".count) }
    while path.hasSuffix("/") { path.removeLast() }
    guard let name = paths[path], let body = try? Fixtures.data(name) else {
      return fallback(request)
    }
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
  }
}
