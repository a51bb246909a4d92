import ArgumentParser
import Domain
import Presentation

/// `pokecli find <words>`: the search over every kind of entry.
struct FindCommand: PagedListCommand {
  static let configuration = CommandConfiguration(
    commandName: "find",
    abstract: "Search every kind at once: Pokémon, moves, abilities, items, types, natures, places.",
    discussion: """
      Each hit says what it is and the command that shows it. Names that are exactly the \
      words come first, then names that start with them, then names with every word in \
      them, then names that start with a spelling one letter away (thunder finds \
      Thundurus). --kind keeps one kind.

      Examples:
        pokecli find thunder
        pokecli find leaf --kind move
        pokecli find intimidate --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp("Words to look for.", valueName: "word"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only entries of this kind.", valueName: Self.kindNames))
  var kind: String?

  @OptionGroup var output: OutputOptions

  static let kindNames = EntryKind.allCases.map(\.rawValue).joined(separator: "|")

  func validate() throws {
    _ = try criteria()
  }

  func criteria() throws -> ReferenceCriteria {
    try ListArguments.checkLength(words)
    // A word in another script is kept as its key, for the names in every language.
    let terms = words.map { word in
      (try? EntryQuery.parse(word))?.isForeignName == true
        ? SearchKey.of(word) : NameNormalizer.slug(word)
    }.filter { !$0.isEmpty }
    guard !terms.isEmpty else { throw ValidationError("give at least one word to look for") }
    var chosen: EntryKind?
    if let kind {
      guard let named = EntryKind(rawValue: NameNormalizer.slug(kind)) else {
        throw ValidationError(
          "no kind named \"\(PokemonArguments.printable(kind))\": choose "
            + EntryKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      chosen = named
    }
    return ReferenceCriteria(terms: terms, kind: chosen)
  }

  static let listed = "entries"
  static var layout: ListLayout<ReferenceHit> { .hits }

  func store(in root: CompositionRoot) async throws
    -> LookupStore<PagedRequest<ReferenceCriteria>, Page<ReferenceHit>>
  {
    let request = PagedRequest(criteria: try criteria(), page: paging.request)
    let search = try root.searchEverything()
    return await root.pageStore(request) { try await search.page($0, $1) }
  }

  var nextPageArguments: [String] {
    ListArguments.typedAgain(words, options: [("--kind", kind)], reverse: false)
  }
}
