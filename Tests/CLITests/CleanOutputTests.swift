import FlyingFox
import Foundation
import PokedexTesting
import Testing

/// Text read back from the cache reaches no terminal raw, however it got there, and a
/// message quoting something long from outside stays a readable line.
@Suite("Clean output whatever the source", .timeLimit(.minutes(20)))
struct CleanOutputTests {
  let sandbox = Sandbox()

  @Test(arguments: ["never", "always"])
  func aTamperedCachedNameIsPrintedWithoutItsControls(color: String) async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let warm = await session.run(["show", "1"]).result
      #expect(warm.status == 0, "\(warm.stderr)")
      _ = await session.run(["list", "--limit", "2"])
      let tampered = try tamperCachedNames(of: "Bulbasaur")
      #expect(tampered >= 2, "the card and the row were tampered with")

      for command in [["show", "1"], ["list", "--limit", "2"], ["favorite", "1"], ["favorites"],
        ["show", "1", "--json"]]
      {
        let run = await session.run(command + ["--offline", "--color", color]).result
        #expect(run.status == 0, "\(command): \(run.stderr)")
        #expect(run.stdout.contains("Bulba]0;T"), "\(command): the letters stay, disarmed")
        expectNoControl(run, colored: color == "always", "\(command)")
      }
    }
  }

  @Test func aTwoHundredKilobyteLinkIsRefusedInAReadableLine() async throws {
    defer { sandbox.remove() }
    let link = "http://elsewhere.example/api/v2/" + String(repeating: "a", count: 200_000)
    // The national list names one entry by a link of 200 KB, with no id at its end.
    let handler: LoopbackServer.Handler = { request in
      let response = FixturePokedex.respond(to: request)
      guard request.path.hasPrefix("/api/v2/pokemon"), request.path.count <= 16,
        let body = try? await response.bodyData,
        var page = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
        let results = page["results"] as? [[String: Any]]
      else { return response }
      page["results"] = results + [["name": "long", "url": link]]
      let long = (try? JSONSerialization.data(withJSONObject: page)) ?? body
      return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: long)
    }
    try await FixtureSession.with(sandbox: sandbox, handler: handler) { session in
      let run = await session.run(["list"]).result
      #expect(run.status == 1)
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(run.stderr.utf8.count < 400, "\(run.stderr.utf8.count) bytes")
      #expect(run.stderr.hasPrefix("pokecli: unexpected answer from \(session.baseURL)/pokemon/"))
      // No link of PokeAPI's is longer than 400 bytes (`NamedAPIResourceDTO.longestURL`):
      // the list is refused before the link is read. A long text a message quotes is cut
      // short in the middle (`SafeTextLengthTests`).
      #expect(run.stderr.contains(": invalid value at results["))
      #expect(run.stderr.hasSuffix("].url\n"))
    }
  }

  // MARK: - Helpers

  /// Rewrites every cached document holding `name` so that it carries escape sequences
  /// and controls, as an older version, another tool or an edit could leave it; returns
  /// how many documents were changed.
  private func tamperCachedNames(of name: String) throws -> Int {
    let payload = #"\u001b]0;T\u0007\u001b[2J\u009b2J\r\b\u007f\u0000\u202e"#
    var changed = 0
    let walker = FileManager.default.enumerator(
      at: sandbox.cacheFolder, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "json", let text = try? String(contentsOf: url, encoding: .utf8),
        text.contains("\"\(name)\"")
      else { continue }
      let edited = text.replacingOccurrences(
        of: "\"\(name)\"", with: "\"Bulba" + payload + "saur\"")
      try Data(edited.utf8).write(to: url)
      changed += 1
    }
    return changed
  }

  private func expectNoControl(
    _ run: CLIResult, colored: Bool, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    run.expectNoForbiddenControls(colored: colored, what, sourceLocation: sourceLocation)
  }
}
