import ArgumentParser
import Domain
import PokedexData
import Presentation

/// `pokecli search <query>…`: find Pokémon by the search language (docs/search.md).
struct SearchCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find Pokémon by name, type, stats, moves, abilities and more.",
    discussion: """
      The words are one query of the search language (docs/search.md): terms separated \
      by commas must all hold, | means either, ! means not. A bare word matches part of \
      a name (any spelling `show` accepts, in any language) or a type; other terms ask \
      for a type, ability, move learned, egg group, colour, shape, habitat, Pokédex, \
      generation, class (legendary, mythical, baby, mega, form, fully evolved), a stat \
      (spe > 100, atk >= spa, bst 500-600, weight < 10kg), a matchup (weak ice, \
      immune ground) or an order (sort spe, sort -bst). Quote the query in single \
      quotes: the shell reads > | and ! itself. Results are paged like `list`. Terms other than bare words and \
      legendary, mythical and baby need the built-in data.

      Examples:
        pokecli search pika
            Pikachu and its forms
        pokecli search fire flying
            Charizard, Moltres, Ho-Oh, …
        pokecli search 'fire | water, spe > 100, !legendary, sort spe'
        pokecli search "learns earthquake in scarlet-violet, learns stealth rock in scarlet-violet"
        pokecli search "immune ground, type steel"
        pokecli search dragon --generation 1 --sort name
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions
  @OptionGroup var filters: FilterOptions

  @Argument(help: ArgumentHelp(
    "The query: words, or terms such as \"spe > 100\" separated by commas.", valueName: "query"))
  var words: [String]

  @Flag(help: "Print the matches as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    guard !words.isEmpty else { throw ValidationError("give at least one word to search for") }
    // A word longer than any name is refused before the query is read, as elsewhere.
    try ListArguments.checkLength(words.flatMap {
      $0.split { $0.isWhitespace || $0 == "," || $0 == "|" }.map(String.init)
    })
    let query = try Self.query(words)
    if query.sort != nil, filters.sort != .number || filters.reverse {
      throw ValidationError("give the order once: a sort term or --sort and --reverse")
    }
  }

  /// The words read as one query of the search language (docs/search.md), the arguments
  /// joined by spaces: `search fire flying` is the query `fire flying`.
  /// - Throws: `ValidationError` (exit 64) saying which term cannot be read.
  static func query(_ words: [String]) throws -> PokemonQuery {
    do {
      return try PokemonQueryParser.parse(words.joined(separator: " "))
    } catch {
      throw ValidationError(PokedexError.badQuery(error).message)
    }
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let ability = try await root.ability(named: filters.ability)
    let game = try await filters.gameGroup(in: root)
    let query = try await root.readingStatNames(Self.query(words))
    let (plain, conditions) = query.plainWordsAndRest
    let terms = root.searchTerms(plain)
    var criteria = try await root.withNames(
      filters.criteria(terms: terms, ability: ability, asIn: game))
    if let sort = query.sort {
      criteria.sort = sort.key
      criteria.reversed = sort.reversed
    }
    if query.sort != nil || !query.shownStats.isEmpty { criteria.shownStats = query.shownStats }
    criteria = try await root.narrowed(criteria, by: conditions)
    let store = try await root.searchStore(
      criteria: criteria, terms: terms, firstPage: paging.request, query: query.text)
    let hints = root.hints(listing: ["pokecli", "search"] + words + filters.arguments)
    let printout = await WaitNotice.during("searching…", in: environment) {
      await OneShotView(search: store, hints: hints, paging: paging.style)
        .print(root.format(json: json))
    }
    let badArgument = await store.state.list.status.error?.isBadArgument == true
    try environment.emit(printout, usageError: badArgument)
  }
}
