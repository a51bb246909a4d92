import ArgumentParser

/// `--game` and `--generation` for the commands that work numbers out as in one game
/// (`stats`): its base stats and its generation's formulas; today's without either.
struct GameOptions: ParsableArguments {
  @Option(help: ArgumentHelp(
    "The game to work it out as in (red, gold, scarlet…): its base stats and its "
      + "generation's formulas; else today's.",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  @Option(name: [.customLong("generation"), .customLong("gen")], help: GameArgument.generationHelp)
  var generation: Int?

  func validate() throws {
    try GameArgument.check(game: game, generation: generation)
  }

  /// The group's or game's slug asked for, checked (`CompositionRoot.game(_:generation:)`);
  /// `nil` for today's.
  func slug(in root: CompositionRoot) async throws -> String? {
    try await root.game(game, generation: generation)
  }
}
