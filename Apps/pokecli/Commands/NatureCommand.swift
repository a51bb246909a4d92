import ArgumentParser
import Domain
import Presentation

/// `pokecli nature [<nature>]`: the 25 natures as one table, or one nature.
struct NatureCommand: EnvironmentCommand, EntryLookupCommand {
  static let configuration = CommandConfiguration(
    commandName: "nature",
    abstract: "Show the natures: the stat each raises and lowers, the flavors it likes.",
    discussion: """
      Without a name, every nature as one table: the stat it raises by a tenth, the one \
      it lowers by a tenth, and the flavors of food it likes and dislikes; the five \
      neutral natures change nothing. With a name, that nature alone.

      Examples:
        pokecli nature
        pokecli nature timid
        pokecli nature --json
      """)

  static let entryKind = EntryKind.nature

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("A nature's name; else all of them.", valueName: "nature"),
    completion: CompletionWords.natures)
  var nature: String?

  @Flag(help: "Print the natures as JSON (see docs/json.md).")
  var json = false

  func validate() throws {
    _ = try query()
  }

  /// The nature asked for, by name or number; `nil` for all of them.
  private func query() throws -> EntryQuery? {
    try nature.map { try PokemonArguments.query($0, kind: .nature) }
  }

  func execute(in environment: AppEnvironment) async throws {
    let root = try CompositionRoot(environment: environment, options: global)
    defer { root.reportNotices() }
    let query = try query()
    let store = try await root.natureStore(query: query)
    let printout = await OneShotView(lookup: store, hints: CommandLineHints()) {
      Natures($0, isOneAsked: query != nil)
    }.print(root.format(json: json))
    try environment.emit(printout)
  }
}
