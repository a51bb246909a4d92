import ArgumentParser
import Domain
import Presentation

/// `pokecli show <pokemon>`: the full detail card of one Pokémon.
struct ShowCommand: EnvironmentCommand, EntryLookupCommand {
  static let entryKind = EntryKind.pokemon

  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show everything about one Pokémon: a detail card.",
    discussion: """
      The card shows the number, name, category and types (★ for a favorite); height and \
      weight; abilities with their effects; base stats on one 0–255 scale; catch rate, \
      base friendship, growth rate and EV yield; egg groups, gender ratio and hatch \
      steps; type defenses; a Pokédex entry; the evolution family with which form \
      evolves into which and how; and the other forms.

      A Pokémon can be named by number (25, #25, #025) or by name in any case, spacing or \
      punctuation (Pikachu, "mr mime", Farfetch'd, "nidoran f", flabebe, "type null"). \
      Forms go by their own names (charizard-mega-x, "raichu alola") or numbers (10034).

      Examples:
        pokecli show pikachu
        pokecli show 25
        pokecli show "Mr. Mime"
        pokecli show giratina
            the default form, with the others listed
        pokecli show eevee --game red
            the Pokédex entry from Pokémon Red
        pokecli show onix --units imperial
        pokecli show 10034 --json
      """,
    aliases: ["detail"])

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("A Pokémon's name or number.", valueName: "pokemon"),
    completion: CompletionWords.pokemon)
  var pokemon: String

  @Option(help: ArgumentHelp(
    "The game whose Pokédex entry to show (red, firered, legends-arceus…); else the newest.",
    valueName: "game"), completion: .list(CompletionWords.games))
  var game: String?

  @Option(help: ArgumentHelp(
    "Heights and weights in metric, or imperial with metric beside them; by default, "
      + "as the locale measures.",
    valueName: "metric|imperial"))
  var units: UnitsOption?

  @Flag(help: "Print the card as JSON (see docs/json.md).")
  var json = false

  @Flag(help: "Show the shiny sprite.")
  var shiny = false

  @Flag(help: "Show the female sprite, where the species' females look different.")
  var female = false

  @Flag(help: "Leave the sprite out (it is never drawn without colour).")
  var noSprite = false

  func validate() throws {
    _ = try query()
  }

  /// The Pokémon asked for, or a usage error saying why the text cannot name one.
  func query() throws -> EntryQuery {
    try PokemonArguments.query(pokemon)
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let drawsSprite = !json && !noSprite && root.theme.drawsSprites
    let store = try await root.pokemonDetailStore(
      query: try query(), game: game,
      units: units?.system ?? UnitsOption.preferred(variables: environment.variables),
      typed: pokemon,
      sprite: drawsSprite ? SpriteVariant(isShiny: shiny, isFemale: female) : nil)
    let loading = "loading \"\(SafeText.clean(pokemon))\"…"
    let printout = await WaitNotice.during(loading, in: environment) {
      await PokemonDetailView(store: store)
        .print(root.format(json: json), hints: CommandLineHints())
    }
    // A sprite that failed or ran out of time leaves the card without it, and says why;
    // offline, one not cached is simply not drawn.
    if let failure = await store.state.sprite.error, !failure.isNotCached {
      root.notices.say(SpriteNotices.failed(failure))
    }
    try environment.emit(printout)
  }
}
