import ArgumentParser
import Domain
import Presentation

/// `pokecli item <item>`: one item's card, a berry's included.
struct ItemCommand: EnvironmentCommand, EntryLookupCommand {
  static let entryKind = EntryKind.item

  static let configuration = CommandConfiguration(
    commandName: "item",
    abstract: "Show one item: what it costs and does, who holds it, what it evolves.",
    discussion: """
      The card shows the item's number and name, its category and bag pocket, its cost \
      and what Fling does with it, its attributes; its effect; its newest description \
      from the games; the evolutions it brings about, used on a Pokémon or held; for a \
      berry, its firmness, size, growth, harvest, Natural Gift and flavors; and the wild \
      Pokémon that may hold it, with the chance in each game.

      An item can be named by number (84) or by name in any case, spacing or \
      punctuation (Water Stone, "kings rock", oran-berry).

      Examples:
        pokecli item water-stone
        pokecli item leftovers
        pokecli item "oran berry"
        pokecli item kings-rock --json
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("An item's name or number.", valueName: "item"),
    completion: CompletionWords.items)
  var item: String

  @Option(help: ArgumentHelp(
    "The game whose description to show (red, scarlet, scarlet-violet…); else the newest.",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  @Flag(help: "Print the card as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    _ = try PokemonArguments.query(item, kind: .item)
    if let game { _ = try GameArgument.slug(game, among: nil) }
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let query = try PokemonArguments.query(item, kind: .item)
    let game = try await root.game(game)
    let repository = try root.itemRepository()
    let store = await root.entryStore(query: query, repository: repository)
    let printout = await WaitNotice.during(
      "loading \"\(SafeText.clean(item))\"…", in: environment
    ) {
      await OneShotView(lookup: store, hints: CommandLineHints(), typed: item) { state in
        guard !json else {
          return state.status.value.map { ItemJSON.render($0, game: game) } ?? ""
        }
        return ItemCardRenderer.render(
          state, game: game, theme: root.theme, width: root.width, hints: CommandLineHints())
      }.print()
    }
    try environment.emit(printout)
  }
}
