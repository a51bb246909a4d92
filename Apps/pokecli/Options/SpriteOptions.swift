import ArgumentParser
import Domain

/// `--shiny`, `--female` and `--graphics`: which sprite `show` and `sprite` draw, and how.
struct SpriteOptions: ParsableArguments {
  @Flag(help: "Draw shiny sprites.")
  var shiny = false

  @Flag(help: "Draw female sprites, where the species' females look different.")
  var female = false

  @Option(help: GraphicsChoice.help)
  var graphics: GraphicsChoice = .auto

  /// The sprite asked for.
  var variant: SpriteVariant { SpriteVariant(isShiny: shiny, isFemale: female) }

  /// Whether a variant was asked for by name, so that its absence is worth a line.
  var namesVariant: Bool { shiny || female }
}
