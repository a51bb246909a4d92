import ArgumentParser
import Domain
import Presentation

/// `pokecli where <pokemon>`: where it is met in the wild, game by game.
struct WhereCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "where",
    abstract: "Show where a Pokémon is met in the wild, game by game.",
    discussion: """
      For each game, each way it is met (walking in grass, surfing, each rod, gifts…) \
      and every place, with its levels, its chance and when it is there (time of day, \
      season, story…). Games whose answers are the same share one section. A Pokémon met \
      nowhere says so; for the games it is not met in, the earlier stages of its family \
      that are follow (evolve one to get it), nearest first. --game shows one game, or \
      one group of games.

      Examples:
        pokecli where eevee
        pokecli where pikachu --game yellow
        pokecli where garchomp --game diamond
        pokecli where magikarp --game red-blue --json
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Pokemon>

  @Option(help: ArgumentHelp(
    "Only this game (red, sword…) or group of games (red-blue).", valueName: "game"),
    completion: CompletionWords.games)
  var game: String?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try PokemonArguments.query(name.typed)
    try GameArgument.check(game: game, generation: nil)
  }

  func screen(from root: CompositionRoot) async throws -> Whereabouts {
    let find = try root.findEncounters()
    let game = try await root.game(game)
    return try await find(try PokemonArguments.query(name.typed), game: game)
  }
}
