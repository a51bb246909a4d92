import ArgumentParser
import Domain
import Presentation

/// `pokecli move <move>`: one move's card.
struct MoveCommand: EnvironmentCommand, EntryLookupCommand {
  static let entryKind = EntryKind.move

  static let configuration = CommandConfiguration(
    commandName: "move",
    abstract: "Show one move: type, class, power, accuracy, PP, effect and machines.",
    discussion: """
      The card shows the move's number, name and type; its damage class, the generation \
      that introduced it and how many Pokémon learn it; power, accuracy, PP and priority; \
      whom it targets; its effect, and its secondary effects in plain words (a status and \
      its chance, stat changes, flinching, drain or recoil, healing, critical hits, hits \
      and turns); its newest description from the games; and the machine (TM, HM, TR) \
      that teaches it in each game.

      A move can be named by number (85) or by name in any case, spacing or punctuation \
      (Thunderbolt, "thunder bolt", Will-O-Wisp, willowisp).

      Examples:
        pokecli move thunderbolt
        pokecli move 85
        pokecli move "will o wisp"
        pokecli move surf --game red
            the description from Pokémon Red
        pokecli move surf --json
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("A move's name or number.", valueName: "move"),
    completion: CompletionWords.moves)
  var move: String

  @Option(help: ArgumentHelp(
    "The game whose description to show (red, scarlet, scarlet-violet…); else the newest.",
    valueName: "game"), completion: .list(CompletionWords.games))
  var game: String?

  @Flag(help: "Print the card as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    _ = try PokemonArguments.query(move, kind: .move)
    if let game { _ = try GameArgument.slug(game) }
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let query = try PokemonArguments.query(move, kind: .move)
    let game = try game.map(GameArgument.slug)
    let store = try await root.moveStore(query: query)
    let loading = "loading \"\(SafeText.clean(move))\"…"
    let printout = await WaitNotice.during(loading, in: environment) {
      await OneShotView(lookup: store, hints: CommandLineHints()) { state in
        guard !json else { return state.status.value.map { MoveJSON.render($0, game: game) } ?? "" }
        return MoveCardRenderer.render(
          state, game: game, theme: root.theme, width: root.width, hints: CommandLineHints())
      }.print()
    }
    try environment.emit(printout)
  }
}
