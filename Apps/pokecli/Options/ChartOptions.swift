import ArgumentParser
import Domain

/// Which type chart `type` and `types` read: a generation's (`--generation 1`), the one of
/// a game's generation (`--game gold`), or today's.
struct ChartOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The chart of this generation's games (1–9); else today's.",
    valueName: "n"))
  var generation: Int?

  @Option(help: ArgumentHelp(
    "The chart of this game's generation (red, gold, Écarlate…), instead of --generation.",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  func validate() throws {
    try TypeArgument.generation(generation)
    try GameArgument.check(game: game, generation: generation)
  }

  /// The generation whose chart to read; `nil` for today's.
  /// - Throws: as `CompositionRoot.generation(ofGame:)`.
  func generation(in root: CompositionRoot) async throws -> Int? {
    guard let game else { return generation }
    return try await root.generation(ofGame: game)
  }
}
