import ArgumentParser
import Domain
import Presentation

/// `pokecli list`: one page of the national Pokédex.
struct ListCommand: PagedListCommand, QueryCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List Pokémon by national number, a page at a time.",
    discussion: """
      Rows show the number, the English name and the types; favorites are marked ★. \
      Alternate forms (megas, regional forms) follow number 1025, from 10001.

      --type, --generation, --ability, --sort and --reverse narrow and order the list; \
      they combine with paging. A query narrows it as `search` reads one (docs/search.md).

      Examples:
      \(Self.pagingExamples)
            Pokémon 101–150
        pokecli list --page 68
            the last page
        pokecli list --type water --type ice --generation 1
        pokecli list --ability levitate
            every Pokémon that can have Levitate, forms included
        pokecli list --pokedex paldea
            the Paldea Pokédex in its own order, with its numbers
        pokecli list --sort name --reverse
        pokecli list 'gen 4, spe > 100, sort spe'
            the fastest Pokémon of generation IV, with their Speed
        pokecli list --json | jq '.results[].name'
      """)

  /// The first examples of paging, which `pokecli --help` shows too.
  static let pagingExamples = """
      pokecli list
          Pokémon 1–20
      pokecli list --page 3
          Pokémon 41–60
      pokecli list --offset 100 --limit 50
    """

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions
  @OptionGroup var filters: FilterOptions

  @Option(help: ArgumentHelp(
    "List this Pokédex in its own order with its own numbers: kanto, original-johto, "
      + "hoenn… paldea, kitakami, blueberry, or its name in any language (\"Let’s Go "
      + "Kanto\").", valueName: "pokedex"),
    completion: CompletionWords.pokedexes)
  var pokedex: String?

  @Argument(help: ArgumentHelp(
    "A query of the search language, as `search` reads it: \"spe > 100, sort spe\".",
    valueName: "query"))
  var words: [String] = []

  @OptionGroup var output: OutputOptions

  /// A regional Pokédex's page is titled with its name.
  var namesPokedexes: Bool { pokedex != nil }

  func validate() throws {
    if !words.isEmpty {
      if pokedex != nil {
        throw ValidationError(
          "--pokedex lists a Pokédex in its own order: it does not combine with a query "
            + "(ask \"in paldea\" in the query)")
      }
      try querySearch.validate()
    }
    guard let pokedex else { return }
    if NameNormalizer.slug(pokedex).isEmpty {
      throw ValidationError("\"\(PokemonArguments.printable(pokedex))\" is not a Pokédex's name")
    }
    if !filters.types.isEmpty || filters.generation != nil || filters.ability != nil
      || filters.sort != .number || filters.reverse || filters.game != nil
    {
      throw ValidationError(
        "--pokedex lists a Pokédex in its own order: it does not combine with --type, "
          + "--generation, --ability, --sort, --reverse or --game")
    }
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    if !words.isEmpty { return try await querySearch.execute(with: root, in: environment) }
    if pokedex != nil { return try await printPage(root: root, in: environment) }
    let ability = try await root.ability(named: filters.ability)
    let game = try await filters.gameGroup(in: root)
    let store = try await root.pokemonListStore(
      criteria: filters.criteria(ability: ability, asIn: game), firstPage: paging.request)
    let hints = root.hints(listing: ["pokecli", "list"] + filters.arguments)
    let printout = await WaitNotice.during("loading Pokémon…", in: environment) {
      await OneShotView(list: store, hints: hints, paging: paging.style)
        .print(root.format(json: output.json))
    }
    let badArgument = await store.state.status.error?.isBadArgument == true
    try environment.emit(printout, usageError: badArgument)
  }

  static let listed = "Pokémon"
  static var layout: ListLayout<RegionalEntry> { .regional }

  /// `--pokedex`'s page: the regional Pokédex from the built-in data or the API. (The
  /// national list is printed by `execute` itself.)
  func store(in root: CompositionRoot) async throws
    -> LookupStore<PagedRequest<String>, Page<RegionalEntry>>
  {
    let request = PagedRequest(criteria: pokedex ?? "", page: paging.request)
    let pokedexes = try root.regionalPokedexes()
    return await root.pageStore(request) { try await pokedexes.page($0, $1) }
  }

  /// `--pokedex` as typed again for a regional Pokédex's next page; the filters of the
  /// national list are typed again by `FilterOptions.arguments`.
  var nextPageArguments: [String] {
    pokedex.map { ["--pokedex", NameNormalizer.slug($0)] } ?? []
  }
}
