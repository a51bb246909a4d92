import ArgumentParser
import Domain
import Presentation

/// `pokecli favorites`: lists the favorites; `add` and `remove` change them for scripts.
struct FavoritesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "favorites",
    abstract: "List your favorite Pokémon, or add and remove several at once.",
    discussion: """
      Examples:
        pokecli favorites
            the list, with a count
        pokecli favorites --type fire --sort name
        pokecli favorites add pikachu eevee 150
            idempotent: adding a favorite again is fine
        pokecli favorites remove eevee
      """,
    subcommands: [List.self, Add.self, Remove.self],
    defaultSubcommand: List.self)

  /// `pokecli favorites [list]`.
  struct List: RootCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List your favorites, in Pokédex order.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var paging: PagingOptions
    @OptionGroup var filters: FilterOptions

    @OptionGroup var output: OutputOptions

    func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
      let ability = try await root.ability(named: filters.ability)
      let game = try await filters.gameGroup(in: root)
      let store = try await root.favoritesListStore(
        criteria: filters.criteria(ability: ability, asIn: game), firstPage: paging.request)
      let hints = root.hints(listing: ["pokecli", "favorites"] + filters.arguments)
      let printout = await OneShotView(list: store, hints: hints, paging: paging.style)
        .print(root.format(json: output.json))
      try environment.emit(printout)
    }
  }

  /// `pokecli favorites add <pokemon>…`.
  struct Add: FavoritesEditCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add Pokémon to your favorites; those already there stay.")

    @OptionGroup var options: FavoritesEditOptions

    static func edit(_ pokemon: [EntryQuery]) -> EditFavorites.Edit { .add(pokemon) }
  }

  /// `pokecli favorites remove <pokemon>…`.
  struct Remove: FavoritesEditCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove",
      abstract: "Remove Pokémon from your favorites; those not there are ignored.")

    @OptionGroup var options: FavoritesEditOptions

    static func edit(_ pokemon: [EntryQuery]) -> EditFavorites.Edit { .remove(pokemon) }
  }
}

/// What `favorites add` and `favorites remove` take: the options every command shares, the
/// Pokémon, and `--json`.
struct FavoritesEditOptions: ParsableArguments {
  @OptionGroup var global: GlobalOptions
  @OptionGroup var pokemon: PokemonNames

  @OptionGroup var output: OutputOptions
}

/// `favorites add` or `favorites remove`: the same edit of several Pokémon at once.
protocol FavoritesEditCommand: RootCommand {
  /// The edit of `pokemon`, the Pokémon named.
  static func edit(_ pokemon: [EntryQuery]) -> EditFavorites.Edit
  var options: FavoritesEditOptions { get }
}

extension FavoritesEditCommand {
  var global: GlobalOptions { options.global }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    try await FavoritesEditing.run(
      Self.edit(try options.pokemon.queries()), root: root, json: options.output.json,
      in: environment)
  }
}

/// One or more Pokémon named on the command line, each checked before any request.
struct PokemonNames: ParsableArguments {
  @Argument(
    help: ArgumentHelp("Pokémon names or numbers.", valueName: "pokemon"),
    completion: CompletionWords.pokemon)
  var names: [String]

  func validate() throws {
    guard !names.isEmpty else { throw ValidationError("give at least one Pokémon") }
    _ = try queries()
  }

  /// The Pokémon asked for.
  func queries() throws -> [EntryQuery] {
    try names.map { try PokemonArguments.query($0) }
  }
}
