import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli nature` end to end, from the built-in database.
@Suite("pokecli nature, end to end", .timeLimit(.minutes(20)))
struct NatureCommandTests {
  @Test func everyNatureIsOneTable() async {
    let result = await CLIHarness.run(
      ["nature", "--width", "80"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 26)
    #expect(lines.first == "Nature   Raises           Lowers           Likes   Dislikes")
    #expect(lines.contains("Timid    Speed            Attack           Sweet   Spicy"))
    #expect(lines.filter { $0.contains("neutral") }.count == 5)
  }

  @Test func oneNatureByNameInAnyCase() async {
    let result = await CLIHarness.run(
      ["nature", "TIMID"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stdout == """
      Timid
      Raises Speed (×1.1) · lowers Attack (×0.9)
      Likes Sweet food · dislikes Spicy food

      """)
  }

  @Test func anUnknownNatureNamesTheNearestAndExitsOne() async {
    let result = await CLIHarness.run(
      ["nature", "timd"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "pokecli: no nature named \"timd\" — did you mean \"timid\"?\n")
  }
}
