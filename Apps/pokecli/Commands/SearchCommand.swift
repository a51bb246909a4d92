import ArgumentParser
import Domain
import PokedexData
import Presentation

/// `pokecli search <words>…`: find Pokémon by what you remember of their name or types.
struct SearchCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find Pokémon by part of their name or by type.",
    discussion: """
      Every word must match: part of the name (any spelling `show` accepts: case, accents, \
      spaces, hyphens, apostrophes, ♀/♂ do not matter) or one of the Pokémon's types. \
      The words legendary, mythical and baby keep those classes of species. Results are \
      paged like `list`. The whole list of names is one request, each type one more; only \
      the rows shown are loaded, and a warm search makes no request. The class words and \
      sorting by a stat need every match's Pokémon and species documents the first time \
      (cached after; `pokecli cache prefetch --all` fetches them all).

      Examples:
        pokecli search pika
            Pikachu and its forms
        pokecli search fire flying
            Charizard, Moltres, Ho-Oh, …
        pokecli search "mr mime"
            Mr. Mime and Galarian Mr. Mime
        pokecli search flabebe
            Flabébé
        pokecli search dragon --generation 1 --sort name
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions
  @OptionGroup var filters: FilterOptions

  @Argument(help: ArgumentHelp("Words to match: parts of names, or types.", valueName: "word"))
  var words: [String]

  @Flag(help: "Print the matches as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    guard !words.isEmpty else { throw ValidationError("give at least one word to search for") }
    try ListArguments.checkLength(words)
    for word in words where SearchCriteria.fold(word).isEmpty {
      throw ValidationError("\"\(word)\" has nothing to search for: use letters or digits")
    }
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let ability = try await root.ability(named: filters.ability)
    let game = try await filters.gameGroup(in: root)
    let terms = root.searchTerms(words)
    let criteria = try await root.withNames(
      filters.criteria(terms: terms, ability: ability, asIn: game))
    let store = try await root.searchStore(
      criteria: criteria, terms: terms, firstPage: paging.request)
    let hints = root.hints(listing: ["pokecli", "search"] + words + filters.arguments)
    let printout = await WaitNotice.during("searching…", in: environment) {
      await OneShotView(search: store, hints: hints, paging: paging.style)
        .print(root.format(json: json))
    }
    let badArgument = await store.state.list.status.error?.isBadArgument == true
    try environment.emit(printout, usageError: badArgument)
  }
}
