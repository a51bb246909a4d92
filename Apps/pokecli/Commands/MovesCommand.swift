import ArgumentParser
import Domain
import Presentation

/// `pokecli moves`: every move, a page at a time, filtered, matched and sorted.
struct MovesCommand: PagedListCommand {
  static let configuration = CommandConfiguration(
    commandName: "moves",
    abstract: "List moves, a page at a time: filter by type, class, generation or game.",
    discussion: """
      Rows show the number, name, type, class, power, accuracy, PP and priority. Words \
      narrow the list: every word must match a part of a move's name, its type or its \
      class (pokecli moves fire punch, pokecli moves status psychic).

      Examples:
        pokecli moves
        pokecli moves --type electric --class special --sort power
        pokecli moves --generation 9 --sort name
        pokecli moves --game red
            the moves some Pokémon learns in Red and Blue
        pokecli moves --pokemon pikachu --game scarlet
        pokecli moves punch --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp("Words that every listed move matches.", valueName: "word"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only moves of this type.", valueName: "type"),
    completion: .list(CompletionWords.types))
  var type: String?

  @Option(help: ArgumentHelp("Only moves of this class.", valueName: "physical|special|status"),
    completion: .list(["physical", "special", "status"]))
  var `class`: String?

  @Option(help: ArgumentHelp("Only moves this generation introduced (1–9).", valueName: "n"))
  var generation: Int?

  @Option(help: ArgumentHelp(
    "Only moves learned in this game or group (red, scarlet-violet).", valueName: "game"),
    completion: CompletionWords.games)
  var game: String?

  @Option(help: ArgumentHelp("Only the moves this Pokémon learns.", valueName: "pokemon"),
    completion: CompletionWords.pokemon)
  var pokemon: String?

  @OptionGroup var order: ListOrderOptions<MoveSort>

  var json: Bool { order.json }

  func validate() throws {
    _ = try criteria(game: nil)
    _ = try uncheckedGame()
  }

  /// `--game`'s slug, unchecked against any list of games.
  private func uncheckedGame() throws -> String? {
    try game.map { try GameArgument.slug($0, among: nil) }
  }

  /// The criteria the arguments give, with `game` as `--game`'s slug, or a usage error
  /// saying which one is wrong.
  func criteria(game: String?) throws -> MoveCriteria {
    let classes = MoveSearch.damageClasses
    let folded = `class`.map { NameNormalizer.slug($0) }
    if let folded, !classes.contains(folded) {
      throw ValidationError(
        "no class named \"\(PokemonArguments.printable(`class` ?? ""))\": choose "
          + classes.joined(separator: ", "))
    }
    let moveType = try type.map(TypeArgument.type)
    try TypeArgument.generation(generation)
    return MoveCriteria(
      terms: ListArguments.terms(words), type: moveType, damageClass: folded,
      generation: generation, game: game,
      pokemon: try pokemon.map { try PokemonArguments.query($0) },
      sort: try order.order(), reversed: order.reverse)
  }

  var nextPageArguments: [String] {
    ListArguments.typedAgain(
      words,
      options: [
        ("--type", type), ("--class", `class`), ("--generation", generation.map(String.init)),
        ("--game", game), ("--pokemon", pokemon),
        order.sortTypedAgain,
      ], reverse: order.reverse)
  }

  static let listed = "moves"
  static var layout: ListLayout<MoveRow> { .moves }

  func store(in root: CompositionRoot) async throws
    -> LookupStore<MoveListRequest, Page<MoveRow>>
  {
    // `--game` is checked against the games the data in use knows.
    let criteria = try criteria(game: try await root.game(game))
    guard let store = try await root.moveListStore(
      request: .init(criteria: criteria, page: paging.request))
    else { throw CommandFailure(message: try root.builtInOnly("which moves a game has")) }
    return store
  }

}

extension MoveSort: ListOrder {
  static let help = "The order: number, name, power, accuracy, pp or priority (highest first)."
}
