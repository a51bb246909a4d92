import ArgumentParser
import Domain
import Presentation

/// `pokecli ability <ability>`: one ability's card.
struct AbilityCommand: EnvironmentCommand, EntryLookupCommand {
  static let entryKind = EntryKind.ability

  static let configuration = CommandConfiguration(
    commandName: "ability",
    abstract: "Show one ability: its effect, its description and the Pokémon that have it.",
    discussion: """
      The card shows the ability's number and name, the generation that introduced it and \
      how many Pokémon can have it; its effect in full and in short; its newest \
      description from the games; and every Pokémon (forms included) that can have it, \
      in number order, those that have it only as a hidden ability marked (hidden).

      An ability can be named by number (9) or by name in any case, spacing or \
      punctuation (Static, "lightning rod", lightningrod).

      Examples:
        pokecli ability static
        pokecli ability 26
        pokecli ability "lightning rod"
        pokecli ability levitate --game ruby
            the description from Pokémon Ruby
        pokecli ability intimidate --json
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("An ability's name or number.", valueName: "ability"),
    completion: CompletionWords.abilities)
  var ability: String

  @Option(help: ArgumentHelp(
    "The game whose description to show (ruby, scarlet, scarlet-violet…); else the newest.",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  @Flag(help: "Print the card as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    _ = try PokemonArguments.query(ability, kind: .ability)
    if let game { _ = try GameArgument.slug(game, among: nil) }
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let query = try PokemonArguments.query(ability, kind: .ability)
    let game = try await root.game(game)
    let repository = try root.abilityRepository()
    let store = await root.entryStore(query: query, repository: repository)
    let printout = await WaitNotice.during(
      "loading \"\(SafeText.clean(ability))\"…", in: environment
    ) {
      await OneShotView(lookup: store, hints: CommandLineHints(), typed: ability) { state in
        guard !json else {
          return state.status.value.map { AbilityJSON.render($0, game: game) } ?? ""
        }
        return AbilityCardRenderer.render(
          state, game: game, theme: root.theme, width: root.width, hints: CommandLineHints())
      }.print()
    }
    try environment.emit(printout)
  }
}
