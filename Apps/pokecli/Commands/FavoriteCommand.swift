import ArgumentParser
import Domain
import Presentation

/// `pokecli favorite <pokemon>`: marks a Pokémon as a favorite, or unmarks it.
struct FavoriteCommand: RootCommand {
  static let configuration = CommandConfiguration(
    commandName: "favorite",
    abstract: "Add a Pokémon to your favorites, or remove it if it is one.",
    discussion: """
      Favorites are marked ★ in `list` and `show`, and listed by `pokecli favorites`. \
      They are kept in favorites.json in your data folder (POKECLI_DATA_DIR, else \
      $XDG_DATA_HOME/pokecli, else ~/.local/share/pokecli; Application Support on macOS).

      Examples:
        pokecli favorite pikachu
            ★ Added Pikachu to favorites (1)
        pokecli favorite pikachu
            Removed Pikachu from favorites (0)
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("A Pokémon's name or number.", valueName: "pokemon"),
    completion: CompletionWords.pokemon)
  var pokemon: String

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try PokemonArguments.query(pokemon)
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    try await FavoritesEditing.run(
      .toggle(try PokemonArguments.query(pokemon)), root: root, json: output.json,
      in: environment)
  }
}

/// Runs a favorites edit and prints what it did: shared by `favorite` and `favorites`.
enum FavoritesEditing {
  static func run(
    _ edit: EditFavorites.Edit, root: CompositionRoot, json: Bool,
    in environment: AppEnvironment
  ) async throws {
    let store = try await root.favoritesEditorStore(edit: edit)
    let printout = await OneShotView(
      store: store, start: .task, status: \.status, hints: root.hints()
    ) { FavoritesEdit(edit: $0.edit, outcome: $1) }.print(root.format(json: json))
    try environment.emit(printout)
  }
}
