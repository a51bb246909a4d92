import Foundation
import Testing

/// No package writes the app's command lines: a screen that suggests a command asks for a
/// typed `Hint`, and the app (`CommandLineHints`) says it. A string literal in
/// `Packages/*/Sources` that starts with `pokecli ` or names one of the app's subcommands
/// after `pokecli` (`"Write it with: pokecli data export"`) is CLI syntax in a package.
/// Comments may name commands; prose such as "more than pokecli ever writes" is not one.
@Suite struct CommandLinesInPackagesTests {
  static let packages = ["Domain", "Data", "Infrastructure", "Presentation"]

  /// The names the app's commands are typed with, read from their `commandName:`s.
  static func commandNames() throws -> Set<String> {
    let folder = Repository.root.appendingPathComponent("Apps/pokecli/Commands")
    var names: Set<String> = []
    for path in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where path.hasSuffix(".swift") {
      let source = try String(
        contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for match in source.matches(of: #/commandName: "([a-z-]+)"/#) {
        names.insert(String(match.output.1))
      }
    }
    return names
  }

  /// Whether `literal` holds a command line of the app's.
  static func holdsCommandLine(_ literal: String, commands: Set<String>) -> Bool {
    if literal.hasPrefix("pokecli ") { return true }
    return literal.matches(of: #/pokecli ([a-z-]+)/#).contains {
      commands.contains(String($0.output.1))
    }
  }

  @Test func noPackageSourceWritesACommandLine() throws {
    let commands = try Self.commandNames()
    #expect(commands.isSuperset(of: ["show", "list", "data", "export"]), "\(commands)")
    var files = 0
    for package in Self.packages {
      let sources = Repository.layout.directory(of: package).appendingPathComponent("Sources")
      let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      for path in paths {
        let file = sources.appendingPathComponent(path)
        files += 1
        for literal in StringLiterals.in(try String(contentsOf: file, encoding: .utf8))
        where Self.holdsCommandLine(literal.text, commands: commands) {
          Issue.record(
            Comment(
              rawValue: "\(Repository.relativePath(of: file)):\(literal.line): "
                + "\"\(literal.text)\" is a command line: ask for a typed Hint, which the "
                + "app says"))
        }
      }
    }
    #expect(files > 300)
  }

  @Test func aLiteralNamingACommandIsFoundAndACommentIsNot() {
    let source = """
      /// Shown as: pokecli show pikachu
      let a = "Write it with: pokecli data export x.sqlite"  // pokecli list
      let b = "more than pokecli ever writes"
      let c = \"\"\"
        pokecli list --page 2
        \"\"\"
      """
    let found = StringLiterals.in(source)
      .filter { Self.holdsCommandLine($0.text, commands: ["data", "list", "show"]) }
    #expect(found.map(\.line) == [2, 4])
  }
}

/// The string literals of Swift source with the line each starts on: comments are
/// skipped, `"…"` and `\"\"\"…\"\"\"` are read with their escapes kept as written. A small
/// lexer, as `SwiftSource` is: an interpolation that holds a literal of its own is read as
/// part of the outer one.
enum StringLiterals {
  struct Literal: Equatable {
    var line: Int
    var text: String
  }

  static func `in`(_ source: String) -> [Literal] {
    let scalars = Array(source.unicodeScalars)
    var literals: [Literal] = []
    var index = 0
    var line = 1
    func at(_ text: String) -> Bool {
      let wanted = Array(text.unicodeScalars)
      guard index + wanted.count <= scalars.count else { return false }
      return Array(scalars[index..<index + wanted.count]) == wanted
    }
    func advance(_ count: Int) {
      for scalar in scalars[index..<min(index + count, scalars.count)] where scalar == "\n" {
        line += 1
      }
      index += count
    }
    while index < scalars.count {
      if at("//") {
        while index < scalars.count, scalars[index] != "\n" { advance(1) }
      } else if at("/*") {
        while index < scalars.count, !at("*/") { advance(1) }
        advance(2)
      } else if at("\"") {
        let multiline = at("\"\"\"")
        let start = line
        advance(multiline ? 3 : 1)
        var text = String.UnicodeScalarView()
        while index < scalars.count, !(multiline ? at("\"\"\"") : at("\"") || at("\n")) {
          let count = at("\\") ? 2 : 1
          text.append(contentsOf: scalars[index..<min(index + count, scalars.count)])
          advance(count)
        }
        advance(multiline ? 3 : 1)
        literals.append(Literal(line: start, text: String(text)))
      } else {
        advance(1)
      }
    }
    return literals
  }
}
