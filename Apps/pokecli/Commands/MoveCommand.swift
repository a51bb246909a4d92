import ArgumentParser
import Domain
import Presentation

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
      that teaches it in each game.

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
            the description from Pokémon Red
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
    valueName: "level-up|machine|egg|tutor"))
  var method: String?

  static func screen(of entry: Move, game: String?) -> MoveCard {
    MoveCard(move: entry, game: game)
  }

  func validate() throws {
    _ = try PokemonArguments.query(typed, kind: .move)
    if let method {
      guard pokemon else { throw ValidationError("--method narrows --pokemon: give both") }
      guard LearnedMove.mainMethods.contains(method) else {
        throw ValidationError(
          "no way of learning named \"\(PokemonArguments.printable(method))\": choose "
            + LearnedMove.mainMethods.joined(separator: ", "))
      }
    }
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let shown = try await showCard(root: root, in: environment)
    let game = shown.game
    guard pokemon, !shown.printout.failed, let move = shown.entry else {
      return try environment.emit(shown.printout)
    }
    let query = try PokemonArguments.query(typed, kind: .move)
    let hints = CommandLineHints()
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
      let format = root.format(json: options.json)
      try environment.emit(.output(format.render(withLearners, hints: hints)))
    } catch {
      try environment.emit(.failure(PokedexError(error).message(hints: hints)))
    }
  }
}
