import ArgumentParser
import Domain
import Presentation

/// `pokecli sprite <pokemon>…`: the sprites alone, side by side as the width allows.
struct SpriteCommand: RootCommand {
  static let configuration = CommandConfiguration(
    commandName: "sprite",
    abstract: "Draw Pokémon sprites in the terminal.",
    discussion: """
      Sprites are drawn with half blocks in the terminal's colours: 24-bit where \
      COLORTERM says so, else the 256-colour palette, else the 16 basic colours \
      (TERM=linux); in a terminal that speaks an image protocol (kitty, Ghostty, \
      iTerm2, WezTerm, foot, mlterm) as a picture at full resolution (--graphics). They \
      need colour: in a pipe, with NO_COLOR or --color never, add --color always. \
      Every species' sprites are built in; a form's costs one request, then is cached. \
      With --json, each sprite is a PNG image in a data: URL (docs/json.md).

      Examples:
        pokecli sprite pikachu
        pokecli sprite bulbasaur charmander squirtle
        pokecli sprite meowstic --female --shiny
        pokecli sprite charizard --graphics kitty
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var pokemon: PokemonNames

  @OptionGroup var sprite: SpriteOptions

  @OptionGroup var output: OutputOptions

  var graphicsChoice: GraphicsChoice? { sprite.graphics }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let format = root.format(json: output.json, graphics: sprite.graphics)
    // Text draws sprites only in colour; JSON carries them as images whatever the output.
    guard format.theme?.drawsSprites ?? true else {
      throw CommandFailure(
        message: "sprites are drawn in colour, and this output has none: "
          + "add --color always, or run it in a colour terminal")
    }
    let store = try await root.spriteGalleryStore(
      queries: try pokemon.queries(), variant: sprite.variant)
    let printout = await OneShotView(sprites: store, hints: root.hints()).print(format)
    try environment.emit(printout)
  }
}
