import ArgumentParser
import Domain
import Presentation

/// `pokecli compare <pokemon> <pokemon>…`: two to four Pokémon side by side.
struct CompareCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Lay two to four Pokémon side by side: types, abilities, stats, defenses.",
    discussion: """
      A column each: number, types, abilities, generation, height, weight and egg groups; \
      base stats with the highest of each row marked ▲, and the total; Speed at levels 50 \
      and 100, from 31 IVs and no EVs with a neutral nature to 252 EVs and a raising one; \
      and every attacking type that does not hit them all ×1. With --game or \
      --generation, each as it was in that game.

      Examples:
        pokecli compare garchomp dragonite
        pokecli compare pikachu raichu raichu-alola
        pokecli compare clefairy jigglypuff --game red
        pokecli compare garchomp salamence --json
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: Self.namesHelp, completion: CompletionWords.names(of: .pokemon))
  var names: [String] = []

  static let namesHelp = ArgumentHelp(
    "Two to four Pokémon, by name or number.", valueName: "pokemon")

  @OptionGroup var games: GameOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try queries()
  }

  /// The Pokémon named, two to four.
  private func queries() throws -> [EntryQuery] {
    try PokemonArguments.checkCount(names, 2...4, "to compare")
    return try names.map { try PokemonArguments.query($0) }
  }

  func screen(from root: CompositionRoot) async throws -> CompareScreen {
    let game = try await games.slug(in: root)
    let compare = ComparePokemon(pokemon: try root.pokemonLoader(asIn: game))
    return CompareScreen(try await compare(try queries(), game: game))
  }
}
