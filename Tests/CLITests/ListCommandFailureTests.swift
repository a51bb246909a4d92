import FlyingFox
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

@Suite("pokecli list, bad input and failures", .timeLimit(.minutes(20)))
struct ListCommandFailureTests {
  @Test(arguments: [
    (["list", "--page", "0"], "pokecli: --page must be 1 or more, not 0"),
    (["list", "--limit", "0"], "pokecli: --limit must be from 1 to 100, not 0"),
    (["list", "--limit", "101"], "pokecli: --limit must be from 1 to 100, not 101"),
    (["list", "--offset", "-1"], "pokecli: --offset must be 0 or more, not -1"),
    (["list", "--page", "two"], "pokecli: the value \"two\" is invalid for \"--page <n>\""),
    (["list", "--page", "2", "--offset", "4"], "pokecli: give --page or --offset, not both"),
    (["list", "--width", "5"], "pokecli: --width must be at least 20, not 5"),
    (["list", "--page", "1000000000000000000"],
      "pokecli: --page must be at most 50000001 with --limit 20"),
    (["list", "--offset", "9223372036854775807"],
      "pokecli: --offset must be at most 1000000000"),
    (["list", "--page", "99999999999999999999"],
      "pokecli: the value \"99999999999999999999\" is invalid for \"--page <n>\""),
  ])
  func badArgumentsAreOneLineUsageErrorsWithStatus64(arguments: [String], message: String)
    async
  {
    let result = await CLIHarness.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr == message + " (help: pokecli list --help)\n")
  }

  @Test func aBaseURLThatIsNotHTTPIsAUsageError() async {
    let result = await CLIHarness.run(["list", "--base-url", "pokeapi"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("pokecli: --base-url must be an http(s) URL"))
  }

  @Test func anUnreachableHostSaysWhyInOneLine() async throws {
    // A port held by a socket that never listens: certain to refuse, and never handed to
    // a server another test starts meanwhile.
    let refusing = try RefusingPort()
    let closed = refusing.baseURL
    let result = await CLIHarness.run(["list", "--base-url", closed.absoluteString + "/api/v2"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "pokecli: cannot reach \(closed.absoluteString)/api/v2/pokemon/?offset=0&limit=100000: "
        + "connection refused\n")
  }

  @Test func anAnswerThatIsNotTheJSONExpectedNamesTheURL() async throws {
    try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .ok, body: Data("<html>maintenance</html>".utf8))
    }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await CLIHarness.run(["list", "--base-url", base])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "pokecli: unexpected answer from \(base)/pokemon/?offset=0&limit=100000: not JSON\n")
    }
  }

  @Test func aServerErrorIsOneLineWithTheStatus() async throws {
    try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .internalServerError)
    }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await CLIHarness.run(["list", "--base-url", base])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "pokecli: the server answered HTTP 500 for \(base)/pokemon/?offset=0&limit=100000\n")
    }
  }

  @Test func helpShowsExamples() async {
    let result = await CLIHarness.run(["list", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("pokecli list --page 3"))
  }
}
