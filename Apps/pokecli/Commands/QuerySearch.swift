import ArgumentParser
import Domain
import PokedexData
import Presentation

/// A query of the search language (docs/search.md) and the options beside it, as
/// `search QUERY` and `list QUERY` take them: one way to check and answer it.
struct QuerySearch {
  /// The command typed, for the next page's hint: `search` or `list`.
  let command: String
  let words: [String]
  let filters: FilterOptions
  let paging: PagingOptions
  let json: Bool
  let global: GlobalOptions

  /// Checks the query before anything is read.
  /// - Throws: `ValidationError` (exit 64) for a word longer than any name, a term that
  ///   cannot be read, or an order given twice.
  func validate() throws {
    // A word longer than any name is refused before the query is read, as elsewhere.
    try ListArguments.checkLength(words.flatMap {
      $0.split { $0.isWhitespace || $0 == "," || $0 == "|" }.map(String.init)
    })
    if try Self.query(words).sort != nil, filters.sort != .number || filters.reverse {
      throw ValidationError("give the order once: a sort term or --sort and --reverse")
    }
  }

  /// The words read as one query (`CompositionRoot.query(reading:)`).
  /// - Throws: `ValidationError` (exit 64) saying which term cannot be read: what
  ///   `validate()` throws for ArgumentParser to say.
  static func query(_ words: [String]) throws -> PokemonQuery {
    do {
      return try CompositionRoot.query(reading: words)
    } catch {
      throw ValidationError(error.message)
    }
  }

  /// Prints the page of matches, or says that nothing matches (exit 1).
  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let ability = try await root.ability(named: filters.ability)
    let game = try await filters.gameGroup(in: root)
    let query = try Self.query(words)
    let criteria = try await root.applying(
      query, to: filters.criteria(ability: ability, asIn: game))
    // The words as typed, for the message that nothing matches them.
    let terms = root.searchTerms(query.plainWordsAndRest.words)
    let store = try await root.searchStore(
      criteria: criteria, terms: terms, firstPage: paging.request, query: query.text)
    let hints = root.hints(listing: ["pokecli", command] + words + filters.arguments)
    let printout = await WaitNotice.during("searching…", in: environment) {
      await OneShotView(search: store, hints: hints, paging: paging.style)
        .print(root.format(json: json))
    }
    let badArgument = await store.state.list.status.error?.isBadArgument == true
    try environment.emit(printout, usageError: badArgument)
  }
}

/// A command that takes a query of the search language (`search`, `list`): its words and
/// options make its `QuerySearch`.
protocol QueryCommand: RootCommand {
  var words: [String] { get }
  var filters: FilterOptions { get }
  var paging: PagingOptions { get }
  var output: OutputOptions { get }
}

extension QueryCommand {
  /// The query and its options, checked and answered alike whichever command took them.
  var querySearch: QuerySearch {
    QuerySearch(
      command: Self.configuration.commandName ?? "search", words: words, filters: filters,
      paging: paging, json: output.json, global: global)
  }
}
