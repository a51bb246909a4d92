import ArgumentParser
import SnapshotTesting
import Testing

@testable import pokecli

/// The help of every command, as `pokecli <command> --help` prints it at 80 columns, one
/// snapshot file each (`__Snapshots__/HelpTextTests/`): a change to any option, example or
/// discussion shows up in review as a change to that file.
@Suite("Help text of every command")
struct HelpTextTests {
  /// Every command reachable from `pokecli`, as the words that name it.
  static let commands: [[String]] = {
    func walk(_ command: any ParsableCommand.Type, _ path: [String]) -> [[String]] {
      [path] + command.configuration.subcommands.flatMap { sub in
        walk(sub, path + [sub._commandName])
      }
    }
    return walk(PokeCLI.self, [])
  }()

  @Test func everyCommandHasAHelpSnapshot() {
    #expect(Self.commands.count > 10, "\(Self.commands)")
  }

  /// Parsing builds the whole command tree and names each command; a command without a
  /// `commandName` is named from its type with `String(describing:)`, whose failed casts
  /// scan every protocol conformance in the binary: about 0.35 ms each, on every run.
  @Test func everyCommandNamesItselfSoParsingNeedsNoReflection() {
    func unnamed(_ command: any ParsableCommand.Type) -> [String] {
      (command.configuration.commandName == nil ? ["\(command)"] : [])
        + command.configuration.subcommands.flatMap(unnamed)
    }
    #expect(unnamed(PokeCLI.self) == [])
  }

  @Test(arguments: commands)
  func helpReadsAsRecorded(_ path: [String]) throws {
    let command = try #require(Self.command(at: path))
    let text = PokeCLI.helpMessage(for: command, columns: 80)
    let name = (["pokecli"] + path).joined(separator: "-")
    assertSnapshot(of: text, as: .lines, named: name, testName: "help")
  }

  static func command(at path: [String]) -> (any ParsableCommand.Type)? {
    var command: any ParsableCommand.Type = PokeCLI.self
    for name in path {
      guard let next = command.configuration.subcommands.first(where: { $0._commandName == name })
      else { return nil }
      command = next
    }
    return command
  }
}
