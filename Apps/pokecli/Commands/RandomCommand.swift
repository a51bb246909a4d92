import ArgumentParser
import Domain
import Presentation

/// `pokecli random [<word>…]`: a random Pokémon's card, or its sprite alone.
struct RandomCommand: RootCommand {
  static let configuration = CommandConfiguration(
    commandName: "random",
    abstract: "Show a random Pokémon: its card, or just its sprite for a shell greeting.",
    discussion: """
      Picked among every Pokémon, forms included, or among those the words and filters \
      match as in search (--type, --generation, --ability), a regional Pokédex's \
      (--pokedex) or your favorites (--favorites). It comes up shiny at the games' odds \
      (1 in 4,096), at --shiny-rate's, or always with --shiny. --seed picks the same one \
      every time; --json says the seed it used.

      Examples:
        pokecli random
        pokecli random --type dragon --generation 4
        pokecli random --pokedex kanto --no-forms --sprite
        pokecli random --favorites --shiny-rate 1/100
        pokecli random --seed 42 --json
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: ArgumentHelp(
    "Words that must match, as search takes them: parts of names, or types.",
    valueName: "word"))
  var words: [String] = []

  @OptionGroup var match: MatchOptions

  @Option(
    help: ArgumentHelp("Only the Pokémon of this regional Pokédex (kanto, paldea…).",
      valueName: "pokedex"),
    completion: CompletionWords.pokedexes)
  var pokedex: String?

  @Flag(help: "Only your favorites.")
  var favorites = false

  @Flag(help: "Leave out alternate forms (megas, regional forms…).")
  var noForms = false

  @Option(help: ArgumentHelp("Pick with this seed: the same one every time.", valueName: "n"))
  var seed: UInt64?

  @Flag(help: "Always shiny.")
  var shiny = false

  @Option(help: ArgumentHelp(
    "The odds of a shiny, such as 1/4096 (the games' since generation VI, the default) "
      + "or 1/100.", valueName: "1/n"))
  var shinyRate: String?

  @Flag(help: ArgumentHelp(
    "Only its sprite and name, as `sprite` shows them: drawn in a colour terminal, an "
      + "image with --json."))
  var sprite = false

  @Option(help: GraphicsChoice.help)
  var graphics: GraphicsChoice = .auto

  var graphicsChoice: GraphicsChoice? { graphics }

  var namesPokedexes: Bool { pokedex != nil }

  @OptionGroup var output: OutputOptions

  func validate() throws {
    try ListArguments.checkLength(words)
    for word in words where SearchCriteria.fold(word).isEmpty {
      throw ValidationError("\"\(word)\" has nothing to search for: use letters or digits")
    }
    if let pokedex, NameNormalizer.slug(pokedex).isEmpty {
      throw ValidationError("\"\(PokemonArguments.printable(pokedex))\" is not a Pokédex's name")
    }
    if shiny && shinyRate != nil { throw ValidationError("give --shiny or --shiny-rate, not both") }
    _ = try odds()
  }

  /// The odds asked for; the games' when none is.
  private func odds() throws -> ShinyOdds? {
    if shiny { return ShinyOdds(outOf: 1) }
    guard let shinyRate else { return ShinyOdds.games(generation: nil) }
    let parts = shinyRate.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "1", parts[1].count <= 9,
      parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let outOf = Int(parts[1]),
      let odds = ShinyOdds(outOf: outOf)
    else {
      throw ValidationError(
        "--shiny-rate takes odds such as 1/4096, not \"\(PokemonArguments.printable(shinyRate))\"")
    }
    return odds
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let ability = try await root.ability(named: match.ability)
    let criteria = try await root.withNames(
      match.criteria(terms: root.searchTerms(words), ability: ability))
    var allowed: Set<Int>? = favorites ? root.favoriteIDs() : nil
    if let pokedex {
      let members = try await Self.members(of: pokedex, in: root)
      allowed = allowed.map { $0.intersection(members) } ?? members
    }
    // A seed a JSON reader keeps exactly (under 2^53), so `--seed` picks it again.
    let seed = seed ?? UInt64.random(in: 0..<(1 << 53))
    let pick = try await PickRandomPokemon(
      search: SearchPokedex(pokemon: try root.pokedexRepository())
    )(criteria, allowed: allowed, includingForms: !noForms, seed: seed, shinyOdds: try odds())
    let format = root.format(json: output.json, graphics: graphics)
    let variant = SpriteVariant(isShiny: pick.isShiny, isFemale: false)
    guard let picked = pick.pokemon else {
      let none = RandomScreen(card: nil, count: 0, seed: seed, isShiny: false)
      return environment.output.write(format.render(none, hints: root.hints()))
    }
    if sprite {
      // As `sprite`: text draws it only in colour; JSON carries it as an image.
      guard format.theme?.drawsSprites ?? true else {
        throw CommandFailure(
          message: "sprites are drawn in colour, and this output has none: "
            + "add --color always, or run it in a colour terminal")
      }
      let store = try await root.spriteGalleryStore(
        queries: [.number(picked.id)], variant: variant)
      return try environment.emit(
        await OneShotView(sprites: store, hints: root.hints()).print(format))
    }
    let store = try await root.pokemonDetailStore(
      query: .number(picked.id), game: nil,
      sprite: format.theme?.drawsSprites == true ? variant : nil)
    let printout = await OneShotView(
      randomCard: store, count: pick.count, seed: seed, isShiny: pick.isShiny,
      hints: root.hints()
    ).print(format)
    try environment.emit(printout)
  }

  /// The national numbers of the Pokémon of the regional Pokédex `name`, read a page at a
  /// time.
  /// - Throws: `PokedexError.noSuchChoice` for a name no Pokédex has.
  private static func members(of name: String, in root: CompositionRoot) async throws -> Set<Int> {
    let pokedexes = try root.regionalPokedexes()
    var members: Set<Int> = []
    var request = PageRequest(offset: 0, limit: PageRequest.maximumLimit)
    while true {
      let page = try await pokedexes.page(name, request)
      members.formUnion(page.items.map(\.pokemon.id))
      guard page.items.count == request.limit, request.offset + request.limit < page.totalCount
      else { return members }
      request = PageRequest(offset: request.offset + request.limit, limit: request.limit)
    }
  }
}
