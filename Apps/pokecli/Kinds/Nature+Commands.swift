import ArgumentParser
import Domain
import PokedexData
import Presentation

// Natures, as the app offers them: this file is the kind's one declaration in the app.
// Its line in `ShownKinds.all` reads it: the commands below, and its section of `browse`
// (how the browser's query reads as criteria, and the row and card it shows).

/// Natures: `nature` shows one or the table of all.
extension Nature: ShownKind {
  static var entryKind: EntryKind { .nature }
  static var commands: [any ParsableCommand.Type] { [NatureCommand.self] }
  static var section: BrowserSection? { .natures }
  static var foundTable: FoundTable? { .natures }

  static func browserSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  {
    let natures = try root.natureRepository()
    return ReferenceSource(
      page: { query, request in
        let rows = try await natures.natures().map(ReferenceRow.init(nature:))
        return query.slice(rows, request: request, names: { [$0.displayName, $0.name] })
      },
      card: { query in
        let all = try await natures.natures()
        let found = all.first { nature in
          switch query {
          case .number(let number): return nature.id == number
          case .name(let name): return nature.name == NameNormalizer.slug(name)
          }
        }
        guard let found else { throw PokedexError.entryNotFound(.nature, query, suggestions: []) }
        return ReferenceCardContent(found)
      })
  }
}

/// `pokecli nature [<nature>]`: the 25 natures as one table, or one nature.
struct NatureCommand: RootCommand, EntryLookupCommand {
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

  @OptionGroup var output: OutputOptions

  func validate() throws {
    _ = try query()
  }

  /// The nature asked for, by name or number; `nil` for all of them.
  private func query() throws -> EntryQuery? {
    try nature.map { try PokemonArguments.query($0, kind: .nature) }
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    let query = try query()
    let store = try await root.natureStore(query: query)
    let printout = await OneShotView(lookup: store, hints: root.hints()) {
      Natures($0, isOneAsked: query != nil)
    }.print(root.format(json: output.json))
    try environment.emit(printout)
  }
}
