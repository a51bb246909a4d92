import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// A word longer than any name is a malformed argument for every command that matches
/// words, refused before anything is read: a 100,000-letter word used to cost a search
/// minutes.
@Suite("A word longer than any name")
struct LongWordTests {
  static let commands = ["search", "find", "moves", "abilities", "items", "berries"]

  @Test(arguments: commands)
  func isRefusedAsAMalformedArgument(_ command: String) async {
    let word = String(repeating: "a", count: 100_000)
    let run = await CLIHarness.run([command, word], httpClient: UnreachableNetwork())
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(
      run.stderr == "pokecli: a word of 100000 characters is longer than any name (at most 60)"
        + " (help: pokecli \(command) --help)\n")
  }

  @Test func aWordAsLongAsANameCanBeIsRead() throws {
    try ListArguments.checkLength([String(repeating: "a", count: 60), "pika"])
    #expect(throws: (any Error).self) {
      try ListArguments.checkLength([String(repeating: "a", count: 61)])
    }
  }
}
