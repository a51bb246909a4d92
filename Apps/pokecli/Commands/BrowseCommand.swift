import ArgumentParser
import Domain
import Infrastructure
import Presentation

/// `pokecli browse`: the Pokédex full-screen, with infinite scroll, cards, live search and
/// favorites. It only wires the browser's store to the terminal: keys in, frames out.
struct BrowseCommand: RootCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse",
    abstract: "Browse the Pokédex full-screen: scroll, open cards, search, mark favorites.",
    discussion: discussion)

  /// What `browse --help` says below the usage: the keys come from the browser's own
  /// table, the one its `?` screen draws.
  static let discussion = """
    Needs an interactive terminal; in scripts, use `pokecli list`.

    \(BrowserKeys.helpText().joined(separator: "\n"))

    Examples:
      pokecli browse                         the whole Pokédex, from #0001
      pokecli browse --type dragon --generation 4
      pokecli browse --favorites             open on your favorites
      pokecli browse --game red              every card as it was in Red and Blue
    """

  var namesPokedexes: Bool { true }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var filters: FilterOptions

  @Flag(help: "Open on your favorites (the Favorites section), narrowed by the filters.")
  var favorites = false

  /// What a run without a terminal says, as a usage error (exit 64).
  static let notATerminal = UsageFailure(
    message: "browse needs an interactive terminal; in scripts, use: pokecli list")

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    guard environment.outputIsTerminal, Terminal.isTerminal(.standardInput) else {
      throw Self.notATerminal
    }
    // Before the screen is taken: an ability that names nothing is one line, as in list.
    let ability = try await root.ability(named: filters.ability)
    let group = try await filters.gameGroup(in: root)
    try await browse(root, ability: ability, asIn: group, on: POSIXTerminal())
  }

  @MainActor
  private func browse(
    _ root: CompositionRoot, ability: Ability?, asIn group: GameGroup?,
    on terminal: POSIXTerminal
  ) async throws {
    let store = try root.browserStore(
      criteria: filters.criteria(ability: ability, asIn: group), favoritesOnly: favorites,
      title: title(ability: ability, asIn: group, theme: root.theme), size: terminal.size,
      asIn: group, entriesOf: try await root.game(filters.game))
    do {
      try await BrowserView(store: store, theme: root.theme).run(on: terminal)
    } catch TerminalError.notATerminal {
      throw Self.notATerminal
    }
  }

  /// "All Pokémon", "All Pokémon · Dragon · Generation 4 · Levitate · as in Red and Blue":
  /// what the header says is listed, and the game the cards are told as in.
  private func title(ability: Ability?, asIn group: GameGroup?, theme: Theme) -> String {
    var parts = ["All Pokémon"]
    parts += filters.types.map {
      (TypeArgument.resolved($0) ?? PokemonType(slug: NameNormalizer.slug($0))).displayName
    }
    if let generation = filters.generation { parts.append("Generation \(generation)") }
    if let ability { parts.append(ability.displayName) }
    if let group { parts.append("as in " + theme.gamesName(group)) }
    return parts.joined(separator: " · ")
  }
}
