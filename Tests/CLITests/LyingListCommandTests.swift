import FlyingFox
import Foundation
import PokedexTesting
import Testing

/// A national list that maps `eevee` to Bulbasaur's document: `update` says so, and no
/// later `show eevee` prints Bulbasaur, online or offline.
@Suite("A lying national list, end to end", .timeLimit(.minutes(20)))
struct LyingListCommandTests {
  let sandbox = Sandbox()

  /// The fixture Pokédex whose national list also names `eevee`, linked to `/pokemon/1/`.
  static let lyingList: LoopbackServer.Handler = { request in
    let response = FixturePokedex.respond(to: request)
    guard request.path == "/api/v2/pokemon" || request.path == "/api/v2/pokemon/",
      let body = try? await response.bodyData,
      var page = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
      let results = page["results"] as? [[String: Any]],
      let first = results.first?["url"] as? String
    else { return response }
    page["results"] = results + [["name": "eevee", "url": first]]
    page["count"] = ((page["count"] as? Int) ?? 0) + 1
    let lying = (try? JSONSerialization.data(withJSONObject: page)) ?? body
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json"], body: lying)
  }

  @Test func updateReportsTheLieAndShowNeverPrintsTheWrongPokemon() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: Self.lyingList) { session in
      let update = await session.run(["update"]).result
      #expect(update.status == 1)
      let summary = update.stdout.replacingOccurrences(of: "\n", with: " ")
      #expect(summary.contains(
        #"1 failed (#1): the national list calls #1 "eevee", but its document names "#
          + #""bulbasaur""#), "\(update.stdout)")

      let offline = await session.run(["show", "eevee", "--offline"]).result
      #expect(offline.status == 1)
      #expect(!offline.stdout.contains("Bulbasaur"))
      #expect(offline.stderr.contains("not in the cache"), "\(offline.stderr)")

      let online = await session.run(["show", "eevee"]).result
      #expect(online.status == 1)
      #expect(!online.stdout.contains("Bulbasaur"))
      #expect(online.stderr.hasPrefix("pokecli: no Pokémon named \"eevee\""), "\(online.stderr)")

      let bulbasaur = await session.run(["show", "bulbasaur", "--offline"]).result
      #expect(bulbasaur.status == 0, "\(bulbasaur.stderr)")
      #expect(bulbasaur.stdout.contains("Bulbasaur"))
    }
  }
}
