import ArgumentParser
import Domain
import PokedexData
import Presentation

// Moves, as the app offers them: this file is the kind's one declaration in the app.
// Its line in `ShownKinds.all` reads it: the commands below, and its section of `browse`
// (its order read by the browser's sort key, and the card it shows).

extension Move: QueriedKind {
  static var commands: [any ParsableCommand.Type] { [MoveCommand.self, MovesCommand.self] }
  static var section: BrowserSection? { .moves }

  typealias Parser = MoveQueryParser
  /// A move's power, accuracy, PP, type and class as they were in `game` when given.
  static func queryFacts(in database: PokedexDatabase, asIn game: String?)
    -> DatabaseMoveQueryFacts
  {
    DatabaseMoveQueryFacts(database: database, game: game)
  }
  static func browserCard(_ entry: Move) -> ReferenceCardContent {
    ReferenceCardContent(
      BrowsedMove(move: entry, learners: MoveLearners(game: nil, games: [], learners: [])))
  }

  /// The stored kind's source, its search line read as a move query (`moves QUERY`'s,
  /// docs/search.md), with who learns the move on its card from the built-in data. Over
  /// another API who learns a move costs every learner's document: the card there lists
  /// none rather than send a hundred requests on a key.
  static func browserSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  {
    guard var source = try queriedSource(in: root, asIn: game) else { return nil }
    guard try root.builtInData() != nil else { return source }
    let repository = try browsedEntries(in: root, asIn: game)
    let learners = try root.moveLearnersRepository()
    source.card = { query in
      let move = try await repository.entry(query)
      let learning = try await learners.learners(
        of: .number(move.id), game: game?.slug, method: nil)
      return ReferenceCardContent(BrowsedMove(move: move, learners: learning))
    }
    return source
  }
}

/// `pokecli move <move>`: one move's card.
struct MoveCommand: CardCommand {
  static let configuration = CommandConfiguration(
    commandName: "move",
    abstract: "Show one move: type, class, power, accuracy, PP, effect and machines.",
    discussion: """
      The card shows the move's number, name and type; its damage class, the generation \
      that introduced it and how many Pokémon learn it; power, accuracy, PP and priority; \
      whom it targets; its effect, and its secondary effects in plain words (a status and \
      its chance, stat changes, flinching, drain or recoil, healing, critical hits, hits \
      and turns); its newest description from the games; and the machine (TM, HM, TR) \
      that teaches it in each game. With --game, the power, accuracy, PP and type are that \
      game's (Vine Whip had 35 power and 10 PP in Red), and its description.

      With --pokemon the card is followed by the Pokémon that learn the move, one row \
      each with every way it learns it (Lv. 36, TM126, egg, tutor), in the newest game \
      any learns it in or in --game's; --method keeps one way.

      A move can be named by number (85) or by name in any case, spacing or punctuation \
      (Thunderbolt, "thunder bolt", Will-O-Wisp, willowisp).

      Examples:
        pokecli move thunderbolt
        pokecli move 85
        pokecli move "will o wisp"
        pokecli move surf --game red
            Surf as it was in Pokémon Red, with Red's description
        pokecli move surf --json
        pokecli move surf --pokemon --game scarlet
            who learns Surf in Scarlet and Violet, and how
        pokecli move thunderbolt --pokemon --method level-up
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Move>

  @OptionGroup var options: CardOptions

  @Flag(help: ArgumentHelp(
    "After the card, the Pokémon that learn the move and how: in the newest game any "
      + "learns it in, or --game's."))
  var pokemon = false

  @Option(help: ArgumentHelp(
    "With --pokemon, only those that learn it this way.",
    valueName: LearnMethodArgument.valueName))
  var method: String?

  static func screen(of entry: Move, game: String?) -> MoveCard {
    MoveCard(move: entry, game: game)
  }

  func validate() throws {
    _ = try PokemonArguments.query(typed, kind: .move)
    try LearnMethodArgument.check(method, narrowing: "--pokemon", given: pokemon)
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let shown = try await showCard(root: root, in: environment)
    let game = shown.game
    guard pokemon, !shown.printout.failed, let move = shown.entry else {
      return try environment.emit(shown.printout)
    }
    let query = try PokemonArguments.query(typed, kind: .move)
    let hints = root.hints()
    let learners = try root.moveLearnersRepository()
    // Asked as the card was, when that named the move itself, so that over the network
    // the move's document just read answers again (`move/thunderbolt/`, not `move/85/`).
    let asked: EntryQuery = query == .name(move.name) ? query : .number(move.id)
    do {
      // Over another API this reads a document per learner: say so if it takes a while.
      let found = try await WaitNotice.during(
        "loading the Pokémon that learn \(move.displayName)…", in: environment
      ) {
        try await learners.learners(of: asked, game: game, method: method)
      }
      let withLearners = MoveCard(move: move, game: game, learners: found, method: method)
      let format = root.format(json: options.output.json)
      try environment.emit(.output(format.render(withLearners, hints: hints)))
    } catch {
      try environment.emit(.failure(PokedexError(error).message(hints: hints)))
    }
  }
}

/// `pokecli moves`: every move, a page at a time, filtered, matched and sorted.
struct MovesCommand: QueriedListCommand {
  typealias Kind = Move

  static let configuration = CommandConfiguration(
    commandName: "moves",
    abstract: "List moves, a page at a time: filter by type, class, generation or game.",
    discussion: """
      Rows show the number, name, type, class, power, accuracy, PP and priority. Words \
      narrow the list: every word must match a part of a move's English name, the start \
      of its name in any language, its type or its class (pokecli moves fire punch, \
      pokecli moves status psychic).

      The words are a query (docs/search.md): terms separated by commas must all hold, \
      | means either and ! negates; type, class, target and ailment (ailment paralysis); \
      comparisons of power, accuracy, pp, priority, ailment chance, flinch chance, stat \
      chance, drain, healing, crit rate and hits (power >= 90, accuracy < 100, power \
      80-100); raises or lowers a stat (raises speed); learned by a Pokémon (learned by \
      garchomp in scarlet-violet by tm); taught by a machine (tm, hm in red); gen 4; the \
      traits drains, recoil, heals, flinches, high crit, multi hit and priority; and sort \
      (sort power, sort -pp). Terms other than words (the traits and machine words too) \
      need the built-in data; over another API words match the moves' slugs.

      Examples:
        pokecli moves
        pokecli moves "ground, physical, power >= 90, !recoil, sort power"
        pokecli moves "learned by garchomp in scarlet-violet, raises | heals"
        pokecli moves "hm in red"
        pokecli moves --type electric --class special --sort power
        pokecli moves --generation 9 --sort name
        pokecli moves --game red
            the moves some Pokémon learns in Red and Blue
        pokecli moves --pokemon pikachu --game scarlet
        pokecli moves punch --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp(
    "A query (docs/search.md): words that every listed move matches, and terms such as "
      + "\"power >= 90\" or \"learned by garchomp\".", valueName: "query"))
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

  func validate() throws {
    _ = try criteria(game: nil)
    try game.map(GameArgument.check)
    _ = try query()
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
    // The words are the query's (`store(in:)`), read with the built-in data's names.
    return MoveCriteria(
      type: moveType, damageClass: folded,
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
    -> LookupStore<PagedRequest<MoveCriteria>, Page<MoveRow>>
  {
    // `--game` is checked against the games the data in use knows.
    let given = try criteria(game: try await root.game(game))
    let criteria = try await applyingQuery(to: given, in: root, asIn: given.game)
    guard let store = try await root.moveListStore(
      request: .init(criteria: criteria, page: paging.request))
    else { throw CommandFailure(message: try root.builtInOnly("which moves a game has")) }
    return store
  }

}

extension MoveSort: ListOrder {
  static let help = "The order: number, name, power, accuracy, pp or priority (highest first)."
}
