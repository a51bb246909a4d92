import ArgumentParser
import Domain
import PokedexData
import Presentation

// Places, as the app offers them: this file is the kind's one declaration in the app.
// Its line in `ShownKinds.all` reads it: the commands below, and its section of `browse`
// (how the browser's query reads as criteria, and the card it shows).

extension Location: BrowsedStoredKind {
  static var commands: [any ParsableCommand.Type] {
    [KindCardCommand<Location>.self, LocationsCommand.self]
  }
  static var section: BrowserSection? { .locations }

  static func criteria(browsing query: ReferenceQuery) -> LocationCriteria {
    LocationCriteria(terms: query.foldedTerms, sort: query.order(LocationSort.number))
  }
}

/// `pokecli location <location>`: one place's card: its name and help
/// (`KindCardCommand` is the command).
extension Location: PlainCardKind {
  static let cardCommand = CommandConfiguration(
    commandName: "location",
    abstract: "Show one place: its parts and, per game, every Pokémon met there.",
    discussion: """
      The card shows the place's number, name and region and its parts (floors, shores, \
      rooms), then, game by game (games with the same Pokémon there share one section), \
      each way Pokémon are met there (walking in grass, surfing, each rod, gifts…) with \
      each Pokémon's levels, its chance and what it depends on (time of day, season, \
      story…). With --game, that game's Pokémon alone. pokecli where POKEMON answers the \
      other way round.

      A place can be named by number (48) or by name in any language, case, spacing or \
      punctuation (Eterna Forest, "eterna forest", ハクタイのもり).

      Examples:
        pokecli location "eterna forest"
        pokecli location route-4 --game sword
        pokecli location "mt. coronet" --game platinum
        pokecli location viridian-forest --json
      """)
}

/// `pokecli locations`: every place, a page at a time, filtered and sorted.
struct LocationsCommand: KindListCommand {
  typealias Kind = Location

  static let configuration = CommandConfiguration(
    commandName: "locations",
    abstract: "List places, a page at a time: filter by region, game or words.",
    discussion: """
      Rows show the number, name, region, how many parts the place has and how many \
      Pokémon (forms counted apart) are met there in the wild in any game. Words narrow \
      the list: every word must match a part of a place's slug or of its name shown. \
      pokecli location NAME shows one in full.

      Examples:
        pokecli locations
        pokecli locations --region sinnoh --sort pokemon
        pokecli locations --game sword
            the places Pokémon are met in, in Sword
        pokecli locations route --region kanto
        pokecli locations cave --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp(
    "Words that every listed place matches.", valueName: "words"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only places of this region (kanto, sinnoh…).", valueName: "region"))
  var region: String?

  @Option(help: ArgumentHelp(
    "Only places Pokémon are met in, in this game (red, sword…) or group of games (red-blue).",
    valueName: "game"), completion: CompletionWords.games)
  var game: String?

  @OptionGroup var order: ListOrderOptions<LocationSort>

  var output: OutputOptions { order.output }

  func validate() throws {
    _ = try criteria()
    try GameArgument.check(game: game, generation: nil)
  }

  /// The criteria the options give but the game, which the data in use names
  /// (`store(in:)`).
  func criteria() throws -> LocationCriteria {
    LocationCriteria(
      terms: words.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty },
      region: region.map { NameNormalizer.slug($0) }, sort: try order.order(),
      reversed: order.reverse)
  }

  func store(in root: CompositionRoot) async throws
    -> LookupStore<PagedRequest<LocationCriteria>, Page<LocationRow>>
  {
    var criteria = try criteria()
    criteria.game = try await root.game(game)
    return try await root.listStore(
      of: Location.self, request: .init(criteria: criteria, page: paging.request))
  }

  var nextPageArguments: [String] {
    ListArguments.typedAgain(
      words,
      options: [("--region", region), ("--game", game), order.sortTypedAgain],
      reverse: order.reverse)
  }

  static let listed = "locations"
  static var layout: ListLayout<LocationRow> { .locations }
}

extension LocationSort: ListOrder {
  static let help = "The order: number, name or pokemon (the most Pokémon first)."
}
