import ArgumentParser
import Domain
import PokedexData
import Presentation

// Types, as the app offers them: this file is the kind's one declaration in the app.
// Its line in `ShownKinds.all` reads it: the commands below, and its section of `browse`
// (how the browser's query reads as criteria, and the row and card it shows).

/// Types: one type's matchups and the whole chart; the browser lists the chart's types,
/// each card with the Pokémon of the type.
extension PokemonType: ShownKind {
  static var entryKind: EntryKind { .type }
  static var commands: [any ParsableCommand.Type] { [TypeCommand.self, TypesCommand.self] }
  static var section: BrowserSection? { .types }
  static var foundTable: FoundTable? { .types }

  /// The chart's types, each card its matchups in `game`'s generation (today's chart
  /// without one) and the Pokémon of the type.
  static func browserSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  {
    let generation = game?.generation
    let repository = try root.typeChartRepository()
    let types = LookUpTypes(repository: repository)
    let search = SearchPokedex(pokemon: try root.pokedexRepository())
    let theme = root.theme
    return ReferenceSource(
      page: { query, request in
        let chart = try await repository.chart(generation: generation)
        let rows = chart.types.enumerated().map { index, type in
          var row = ReferenceRow(type: type, number: index + 1, chart: chart)
          row.displayName = theme.name(of: type)
          return row
        }
        return query.slice(rows, request: request, names: { [$0.displayName, $0.name] })
      },
      card: { query in
        let chart = try await repository.chart(generation: generation)
        let type: PokemonType?
        switch query {
        case .number(let number):
          type = chart.types.indices.contains(number - 1) ? chart.types[number - 1] : nil
        case .name(let name):
          type = chart.types.first { $0.slug == NameNormalizer.slug(name) }
        }
        guard let type else { throw PokedexError.entryNotFound(.type, query, suggestions: []) }
        let matchups = try await types.matchups(of: [type], generation: generation)
        var pokemon: [PokemonSummary] = []
        var members = SearchCriteria(types: [type])
        members.asIn = game
        while true {
          let page = try await search.page(
            members,
            PageRequest(offset: pokemon.count, limit: PageRequest.maximumLimit))
          pokemon += page.items
          guard !page.items.isEmpty, pokemon.count < page.totalCount else { break }
        }
        return ReferenceCardContent(BrowsedType(matchups: matchups, pokemon: pokemon))
      })
  }
}

/// `pokecli type <type> [<type>]`: one type's matchups, or a pair's defenses.
struct TypeCommand: RootCommand, EntryLookupCommand {
  static let configuration = CommandConfiguration(
    commandName: "type",
    abstract: "Show how a type fares: what it hits hard, what hits it; or a pair's defenses.",
    discussion: """
      For one type: what its moves hit for ×2, ×½ and ×0, what hits it for those, and how \
      many Pokémon and moves have it. For two types: what a Pokémon of both takes from \
      each type, ×4 to ×0, and how many Pokémon have both. --generation N reads an \
      earlier generation's chart (Ghost did nothing to Psychic in generation 1; there is \
      no Fairy before generation 6), and --game the chart of a game's generation. \
      pokecli types shows the whole chart.

      Examples:
        pokecli type fire
        pokecli type water ground
            a Swampert: ×4 from Grass, and nothing else hits it hard
        pokecli type ghost --generation 1
        pokecli type steel --game gold
        pokecli type dragon --json
      """)

  static let entryKind = EntryKind.type

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("A type, or the two types of a Pokémon.", valueName: "type"),
    completion: .list(CompletionWords.types))
  var types: [String] = []

  @OptionGroup var chart: ChartOptions

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try request()
  }

  /// The types and generation asked for, or a usage error saying what is wrong.
  func request() throws -> TypeRequest {
    guard (1...2).contains(types.count) else {
      throw ValidationError("give one type, or the two types of a Pokémon (fire flying)")
    }
    let parsed = try types.map(TypeArgument.type)
    if parsed.count == 2, parsed[0] == parsed[1] {
      throw ValidationError("give two different types, or one")
    }
    if parsed.count == 2, let alone = parsed.first(where: PokemonType.withoutMatchups.contains) {
      throw ValidationError(
        "\(alone.slug) has no matchups to combine: give it alone, or two other types")
    }
    try chart.validate()
    return TypeRequest(types: parsed, generation: chart.generation)
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    var request = try request()
    request.generation = try await chart.generation(in: root)
    let store = try await root.typeStore(request: request)
    let printout = await OneShotView(
      lookup: store, hints: root.hints(), screen: { TypeCard($0) }
    ).print(root.format(json: output.json))
    try environment.emit(printout)
  }
}

/// `pokecli types`: the whole type chart.
struct TypesCommand: RootCommand {
  static let configuration = CommandConfiguration(
    commandName: "types",
    abstract: "Show the type chart: how every type's moves fare against every type.",
    discussion: """
      The attacking types run down the side and the defending types across: 2 is super \
      effective, ½ not very effective, 0 no effect and · a normal hit. The chart takes \
      80 columns; a narrower terminal gets one paragraph per attacking type instead. \
      --generation N shows an earlier generation's chart, --game a game's.

      Examples:
        pokecli types
        pokecli types --generation 1
        pokecli types --game x
        pokecli types --json
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var chart: ChartOptions

  @OptionGroup var output: OutputOptions

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let store = try await root.typeChartStore(generation: try await chart.generation(in: root))
    let printout = await OneShotView(
      lookup: store, hints: root.hints(), screen: { TypeChartScreen($0) }
    ).print(root.format(json: output.json))
    try environment.emit(printout)
  }
}
