import ArgumentParser
import Domain
import Presentation

/// `pokecli games`: the games and groups of games `--game` takes.
struct GamesCommand: ScreenCommand {
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

  @OptionGroup var output: OutputOptions

  func screen(from root: CompositionRoot) async throws -> GamesScreen {
    GamesScreen(try await root.gameCatalog().groups())
  }
}
