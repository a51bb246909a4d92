import ArgumentParser
import Domain
import Presentation

/// `pokecli berries`: every berry, a page at a time.
struct BerriesCommand: EnvironmentCommand {
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

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let terms = words.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty }
    let request = BerryListRequest(criteria: terms, page: paging.request)
    try await BuiltInListOutput(
      what: "berries", command: ["pokecli", "berries"] + words + global.passedOn, json: json,
      renderJSON: { BerryListJSON.render($0, request: $1, hints: $2) },
      render: { BerryListRenderer.render($0, theme: $1, width: $2, hints: $3) }
    ).emit(try await root.berryListStore(request: request), root: root, environment: environment)
  }
}
