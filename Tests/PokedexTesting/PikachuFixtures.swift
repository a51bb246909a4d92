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
    if request.path == spritePath {
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "image/png"], body: FixtureSprite.png)
    }
    var path = request.path
    if path.hasPrefix("/api/v2/") { path.removeFirst("/api/v2/".count) }
    while path.hasSuffix("/") { path.removeLast() }
    guard let name = paths[path], var body = try? Fixtures.data(name) else {
      return fallback(request)
    }
    if name == "pokemon-25", let host = request.headers[.host] {
      body = withSprites(body, root: "http://\(host)")
    }
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
  }

  /// Where Pikachu's front sprite is served; its shiny one links to a path that is 404.
  public static let spritePath = "/media/sprites/pokemon/25.png"

  /// Pikachu's document with front and shiny sprite links on this server, as the mirror
  /// rewrites PokeAPI's image links to itself.
  static func withSprites(_ body: Data, root: String) -> Data {
    guard var document = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    else { return body }
    document["sprites"] = [
      "front_default": root + spritePath,
      "front_shiny": root + "/media/sprites/pokemon/shiny/25.png",
      "front_female": NSNull(), "front_shiny_female": NSNull(),
    ]
    return (try? JSONSerialization.data(withJSONObject: document)) ?? body
  }
}
