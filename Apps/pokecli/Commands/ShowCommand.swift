import ArgumentParser
import Domain
import Presentation

/// `pokecli show <pokemon>`: the full detail card of one Pokémon.
struct ShowCommand: RootCommand, EntryLookupCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show everything about one Pokémon: a detail card.",
    discussion: """
      The card shows the number, name, category and types (★ for a favorite); height and \
      weight; abilities with their effects; base stats on one 0–255 scale; catch rate, \
      base friendship, growth rate and EV yield; egg groups, gender ratio and hatch \
      steps; regional Pokédex numbers; type defenses; a Pokédex entry; the evolution \
      family with which form evolves into which and how; and the other forms. Each \
      ability, evolution item and other form is named with the command that opens it \
      (pokecli ability static), and the card ends with the command that lists its moves.

      A Pokémon can be named by number (25, #25, #025) or by name in any case, spacing or \
      punctuation (Pikachu, "mr mime", Farfetch'd, "nidoran f", flabebe, "type null"). \
      Forms go by their own names (charizard-mega-x, "raichu alola") or numbers (10034).

      Examples:
        pokecli show pikachu
        pokecli show 25
        pokecli show "Mr. Mime"
        pokecli show giratina
            the default form, with the others listed
        pokecli show clefairy --game red
            as it was in Pokémon Red: Normal, one Special stat, no abilities,
            and Red's Pokédex entry
        pokecli show garchomp --generation 4
            as in HeartGold and SoulSilver, the fullest game of generation 4
        pokecli show onix --units imperial
        pokecli show eevee --where --game sword
            and where it is met in the wild in Sword (as pokecli where)
        pokecli show 10034 --json
      """,
    aliases: ["detail"])

  static var entryKind: EntryKind { Pokemon.entryKind }

  var namesPokedexes: Bool { true }

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Pokemon>

  @Option(help: ArgumentHelp(
    "The game to show the Pokémon as it was in (red, legends-arceus, Écarlate…): its types, "
      + "stats, abilities, type defenses and that game's Pokédex entry; else today's and the "
      + "newest entry. With --moves, the game (or group: red-blue) whose moves to show too.",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  @Option(help: GameArgument.generationHelp)
  var generation: Int?

  @Option(help: ArgumentHelp(
    "Heights and weights in metric, or imperial with metric beside them; by default, "
      + "as the locale measures.",
    valueName: "metric|imperial"))
  var units: UnitsOption?

  @OptionGroup var output: OutputOptions

  @OptionGroup var sprite: SpriteOptions

  @Flag(help: "Leave the sprite out (it is never drawn without colour).")
  var noSprite = false

  var graphicsChoice: GraphicsChoice? { sprite.graphics }

  @Flag(help: ArgumentHelp(
    "Show the Pokémon's moves after the card: in the newest game it has moves in, or "
      + "--game's (a game or a group of games: red, scarlet-violet)."))
  var moves = false

  @Option(help: ArgumentHelp(
    "With --moves, only the moves learned this way.", valueName: LearnMethodArgument.valueName))
  var method: String?

  @Flag(help: ArgumentHelp(
    "Show where it is met in the wild after the card (and its moves): in every game "
      + "(with --generation too), or --game's (a game or a group of games)."))
  var `where` = false

  func validate() throws {
    _ = try query()
    try GameArgument.check(game: game, generation: generation)
    try LearnMethodArgument.check(method, narrowing: "--moves", given: moves)
  }

  /// The Pokémon asked for, or a usage error saying why the text cannot name one.
  func query() throws -> EntryQuery {
    try PokemonArguments.query(name.typed)
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    // A game no Pokédex entry or learnset is from is refused before anything is loaded.
    let game = try await root.game(self.game, generation: generation)
    let format = root.format(json: output.json, graphics: sprite.graphics)
    // Only a card drawn as text in colour shows its sprite: none is asked for otherwise.
    let drawsSprite = !noSprite && format.theme?.drawsSprites == true
    let store = try await root.pokemonDetailStore(
      query: try query(), game: moves ? nil : game, asIn: game,
      units: units?.system ?? UnitsOption.preferred(variables: environment.variables),
      typed: name.typed,
      sprite: drawsSprite ? sprite.variant : nil)
    let loading = "loading \"\(SafeText.clean(name.typed))\"…"
    let hints = root.hints(movesShown: moves)
    let printout = await WaitNotice.during(loading, in: environment) {
      await OneShotView(card: store, hints: hints).print(format)
    }
    // A sprite neither built in nor to be had leaves the card without it, with a line
    // saying why when it was asked for by name (--shiny, --female) or when the host
    // misbehaved (a garbled or late answer); with no network the usual one is simply not
    // drawn.
    if let failure = await store.state.sprite.error,
      sprite.namesVariant || !(failure.isNotCached || failure.isUnreachable)
    {
      root.notices.say(SpriteNotices.failed(failure))
    }
    guard moves || `where`, !printout.failed, let pokemon = await store.state.pokemon else {
      return try environment.emit(printout)
    }
    var card = PokemonCard(state: await store.state)
    do {
      if moves, let (learnset, request) = try await learnset(of: pokemon, game: game, root: root) {
        card.learnset = learnset
        card.asked = request
      }
      if `where` {
        // --game's game or group; every game with --generation, which names no game.
        let asked = generation == nil ? game : nil
        card.whereabouts = try await root.findEncounters()(pokemon, game: asked)
      }
    } catch let failure as CommandFailure {
      return try environment.emit(.failure(failure.message))
    } catch let error as PokedexError {
      return try environment.emit(.failure(error.message(hints: hints)))
    }
    try environment.emit(.output(format.render(card, hints: hints)))
  }

  /// The Pokémon's moves (asked for by its number, so a form's own moves) and what they
  /// were asked with; `nil` when the learnset has none to give.
  /// - Throws: `PokedexError` saying why they could not be had.
  @MainActor
  private func learnset(
    of pokemon: Pokemon, game: String?, root: CompositionRoot
  ) async throws -> (Learnset, LearnsetRequest)? {
    let request = LearnsetRequest(query: .number(pokemon.summary.id), game: game, method: method)
    let learnsets = try root.learnsetStore(request: request)
    await learnsets.send(.task).finish()
    if let error = learnsets.state.status.error { throw error }
    return learnsets.state.status.value.map { ($0, request) }
  }
}
