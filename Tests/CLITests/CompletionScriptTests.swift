import Foundation
import PokedexTesting
import Testing

/// The installed completion scripts, run as a shell runs them: bash completes names after
/// every command and alias from the built-in data; the zsh and fish scripts know the
/// aliases where they dispatch on the command word.
@Suite("Completion scripts", .timeLimit(.minutes(20)))
struct CompletionScriptTests {
  @Test func bashCompletesNamesAfterACommandAndItsAliasInAFreshEnvironment() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let script = try await Self.script("bash", executable: executable)
    #expect(script.status == 0)
    try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
    let file = sandbox.root.appendingPathComponent("pokecli.bash")
    try Data(script.stdout.utf8).write(to: file)
    // What bash does on Tab: the words so far, then the script's function.
    let driver = """
      source "$SCRIPT"
      complete_line() {
        COMP_WORDS=("$BIN" "$@"); COMP_CWORD=$#; COMP_LINE="${COMP_WORDS[*]}"
        COMP_POINT=${#COMP_LINE}; COMPREPLY=(); _pokecli; echo "$1: ${COMPREPLY[*]}"
      }
      complete_line show pi
      complete_line detail pi
      complete_line move thunder
      complete_line favorite pika
      complete_line sprite chari
      """
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", driver],
      environment: sandbox.variables.merging([
        "SCRIPT": file.path, "BIN": executable.path, "HOME": sandbox.root.path,
        "PATH": "/usr/bin:/bin",
      ]) { $1 })
    #expect(run.status == 0, "\(run.stderr)")
    let lines = Dictionary(
      run.stdout.split(separator: "\n").map { line in
        let parts = line.split(separator: ":", maxSplits: 1)
        return (String(parts[0]), parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : [])
      }, uniquingKeysWith: { first, _ in first })
    #expect(lines["show"]?.contains("pikachu") == true, "\(run.stdout)")
    #expect(lines["detail"] == lines["show"], "\(run.stdout)")
    #expect(lines["move"]?.contains("thunderbolt") == true, "\(run.stdout)")
    #expect(lines["favorite"]?.contains("pikachu") == true, "\(run.stdout)")
    #expect(lines["sprite"]?.contains("charizard") == true, "\(run.stdout)")
  }

  @Test func zshAndFishKnowTheAliasWhereTheyDispatch() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let zsh = try await Self.script("zsh", executable: executable).stdout
    #expect(zsh.contains("|show|detail|"))
    let function = zsh.range(of: "_pokecli_detail() {")
    let main = zsh.range(of: "\n_pokecli() {")
    #expect(function != nil && main != nil)
    if let function, let main { #expect(function.lowerBound < main.lowerBound) }
    let fish = try await Self.script("fish", executable: executable).stdout
    #expect(fish.contains("case 'show' 'detail'\n"))
    let forShow = fish.split(separator: "\n").filter { $0.contains("\"pokecli show\"") }.count
    let forDetail = fish.split(separator: "\n").filter { $0.contains("\"pokecli detail\"") }.count
    #expect(forShow > 10 && forDetail == forShow)
  }

  /// The completion script for `shell`, from a pokecli process of its own: generating one
  /// sets swift-argument-parser's process-wide "shell asking" (a zsh script makes every
  /// later completion answer end with a blank line), which in-process runs would share.
  private static func script(_ shell: String, executable: URL) async throws -> MeasuredRun {
    try await ChildProcess.run(
      executable, ["--generate-completion-script", shell], environment: ["PATH": "/usr/bin:/bin"])
  }
}
