import ArgumentParser
import Domain
import Presentation

/// `pokecli berries`: every berry, a page at a time.
struct BerriesCommand: PagedListCommand {
  static let configuration = CommandConfiguration(
    commandName: "berries",
    abstract: "List berries, a page at a time: firmness, size, growth, Natural Gift, flavors.",
    discussion: """
      Rows show the berry's number (the games' order), its name, firmness, size, hours \
      per growth stage, the type and power Natural Gift takes from it, and its flavors. \
      Words narrow the list (pokecli berries ch). pokecli item NAME-berry shows one in \
      full.

      Examples:
        pokecli berries
        pokecli berries --page 2
        pokecli berries --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp("Words that every listed berry matches.", valueName: "word"))
  var words: [String] = []

  @Flag(help: "Print the page as JSON (see docs/json.md).")
  var json = false

  var nextPageArguments: [String] { words }

  static let listed = "berries"
  static var layout: ListLayout<BerryRow> { .berries }

  func store(in root: CompositionRoot) async throws
    -> LookupStore<BerryListRequest, Page<BerryRow>>
  {
    try await root.berryListStore(
      request: .init(criteria: ListArguments.terms(words), page: paging.request))
  }
}
