import ArgumentParser
import Domain
import Presentation

/// `pokecli speed <pokemon>`: its Speed, and where it stands among every fully evolved
/// Pokémon.
struct SpeedCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "speed",
    abstract: "Show a Pokémon's Speed tier: what it outspeeds, boosted or not.",
    discussion: """
      Its Speed at the level uninvested (31 IVs, no EVs), with 252 EVs, and at its \
      fastest with a raising nature; then, against every other fully evolved Pokémon of \
      the game's generation at its fastest (forms that last a battle left out), how many \
      it outspeeds \
      as it is, at +1 or with a Choice Scarf, under Tailwind and at −1, with the nearest \
      above and below. In generations I and II, with DV 15 and full stat experience. \
      Read from the built-in data.

      Examples:
        pokecli speed garchomp
        pokecli speed garchomp --level 50
        pokecli speed dragonite --game red
        pokecli speed dragapult --json
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Pokemon>

  @Option(help: ArgumentHelp("The level, 1 to 100.", valueName: "n"))
  var level = 100

  @OptionGroup var games: GameOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try PokemonArguments.query(name.typed)
    guard (1...100).contains(level) else { throw ValidationError("--level runs from 1 to 100") }
  }

  func screen(from root: CompositionRoot) async throws -> SpeedTiers {
    let game = try await games.slug(in: root)
    let rank = try root.rankSpeed(asIn: game)
    return try await rank(try PokemonArguments.query(name.typed), game: game, level: level)
  }
}
