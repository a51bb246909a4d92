import ArgumentParser
import Domain
import Presentation

/// `pokecli list`: one page of the national Pokédex.
struct ListCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List Pokémon by national number, a page at a time.",
    discussion: """
      Rows show the number, the English name and the types. Alternate forms (megas,
      regional forms) follow number 1025, from 10001.

      Examples:
        pokecli list                          Pokémon 1–20
        pokecli list --page 3                 Pokémon 41–60
        pokecli list --offset 100 --limit 50  Pokémon 101–150
        pokecli list --page 68                the last page
        pokecli list --json | jq '.results[].name'
      """)

  @OptionGroup var global: GlobalOptions

  @Option(parsing: .unconditional, help: ArgumentHelp("The page to show, from 1.", valueName: "n"))
  var page: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Start after this many Pokémon (instead of --page).", valueName: "n"))
  var offset: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp("Pokémon per page, 1 to 100.", valueName: "n"))
  var limit: Int = PageRequest.defaultLimit

  @Flag(help: "Print the page as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    if let page, page < 1 { throw ValidationError("--page must be 1 or more, not \(page).") }
    if let offset, offset < 0 {
      throw ValidationError("--offset must be 0 or more, not \(offset).")
    }
    guard (1...PageRequest.maximumLimit).contains(limit) else {
      throw ValidationError(
        "--limit must be from 1 to \(PageRequest.maximumLimit), not \(limit).")
    }
    if page != nil, offset != nil {
      throw ValidationError("Give --page or --offset, not both.")
    }
  }

  /// The slice the options ask for.
  var request: PageRequest {
    if let offset { return PageRequest(offset: offset, limit: limit) }
    return PageRequest(page: page ?? 1, limit: limit)
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = CompositionRoot(environment: environment, options: global)
    let store = try await root.pokemonListStore(firstPage: request)
    await store.send(.task)
    let state = await store.state
    if case .failed(let error) = state.status { throw error }
    if state.rows.isEmpty, let total = state.totalCount, total > 0 {
      throw CommandFailure(message: pastTheEndMessage(total: total))
    }
    let view = await PokemonListView(store: store)
    environment.output.write(
      json ? await view.json() : await view.text(theme: root.theme, width: root.width))
  }

  private func pastTheEndMessage(total: Int) -> String {
    let pages = request.pageCount(totalCount: total)
    if let page {
      return "page \(page) is past the end: the list has \(pages) pages of \(limit)"
    }
    return "offset \(request.offset) is past the end: the list has \(total) Pokémon"
  }
}
