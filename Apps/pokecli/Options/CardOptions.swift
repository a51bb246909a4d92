import ArgumentParser

/// The options every card of the reference wing takes (`move`, `ability`, `item`): the
/// game whose description it shows, and JSON.
struct CardOptions: ParsableArguments {
  @Option(help: ArgumentHelp(
    "The game whose description to show (red, scarlet, scarlet-violet…); else the newest.",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  @Option(help: GameArgument.generationHelp)
  var generation: Int?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try GameArgument.check(game: game, generation: generation)
  }
}
