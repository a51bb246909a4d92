import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `--game` over another API: a game's name in another language is found in the built-in
/// names, as a Pokémon's is, before the API is asked anything; a slug is passed on for the
/// API to judge.
@Suite("A game named in any language over another API")
struct GameNameOverAnotherAPITests {
  @Test func aNameInAnotherLanguageIsTheGamesSlug() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let network = UnreachableNetwork()
    let environment = AppEnvironment(
      variables: sandbox.variables, output: CapturedText(), errorOutput: CapturedText(),
      outputIsTerminal: false, errorOutputIsTerminal: false, terminalColumns: nil,
      httpClient: network, home: sandbox.root, isMacOS: false, now: { Date() },
      builtInData: .embedded, spriteDeadline: .seconds(1))
    let root = try CompositionRoot(
      environment: environment,
      options: try GlobalOptions.parse(["--base-url", "http://fixture.test/api/v2"]))
    #expect(try root.builtInDatabase() == nil)
    #expect(try await root.game("Écarlate") == "scarlet")
    #expect(try await root.game("朱") == "scarlet")
    #expect(try await root.game("Black 2") == "black-2")
    // A slug the built-in data lacks is this API's to know.
    #expect(try await root.game("crimson") == "crimson")
    #expect(network.urls == [])
  }
}
