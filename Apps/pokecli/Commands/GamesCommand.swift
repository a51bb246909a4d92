import ArgumentParser
import Domain
import Presentation

/// `pokecli games`: the games and groups of games `--game` takes.
struct GamesCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "games",
    abstract: "List the games --game takes, oldest first.",
    discussion: """
      Every game PokeAPI knows, in release order, with its generation, its name in the \
      language shown, its slug (red) and its group's (red-blue): --game takes either, \
      or the game's name in any language (Écarlate). --json gives the groups.

      Examples:
        pokecli games
        pokecli games --language fr
        pokecli show clefairy --game red
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print the games as JSON (see docs/json.md).")
  var json = false

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let groups = try await root.gameCatalog().groups()
    environment.output.write(
      root.format(json: json).render(GamesScreen(groups), hints: root.hints()))
  }
}
