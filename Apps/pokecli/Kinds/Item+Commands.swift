import ArgumentParser
import Domain
import PokedexData
import Presentation

// Items and berries, as the app offers them: this file is the kind's one declaration in the app.
// Its line in `ShownKinds.all` reads it: the commands below, and its section of `browse`
// (its order read by the browser's sort key, and the card it shows).

/// Items, berries included: `berries` lists the berries' own facts.
extension Item: QueriedKind {
  static var commands: [any ParsableCommand.Type] {
    [KindCardCommand<Item>.self, ItemsCommand.self, BerriesCommand.self]
  }
  static var section: BrowserSection? { .items }

  typealias Parser = ItemQueryParser
  static func queryFacts(in database: PokedexDatabase, asIn game: String?)
    -> DatabaseItemQueryFacts
  {
    DatabaseItemQueryFacts(database: database)
  }
}

/// `pokecli item <item>`: one item's card, a berry's included: its name and help
/// (`KindCardCommand` is the command).
extension Item: PlainCardKind {
  static let cardCommand = CommandConfiguration(
    commandName: "item",
    abstract: "Show one item: what it costs and does, who holds it, what it evolves.",
    discussion: """
      The card shows the item's number and name, its category and bag pocket, its cost \
      (the newest a shop asks, with the game named) and what Fling does with it, its \
      attributes; its effect; for a TM, HM or TR the move it teaches in each game; its \
      newest description from the games; its price in each game; the evolutions it \
      brings about, used on a Pokémon or held; for a berry, its firmness, size, growth, \
      harvest, Natural Gift and flavors; and the wild Pokémon that may hold it, with the \
      chance in each game. With --game, the price and the move taught are that game's.

      An item can be named by number (84) or by name in any case, spacing or \
      punctuation (Water Stone, "kings rock", oran-berry).

      Examples:
        pokecli item water-stone
        pokecli item leftovers
        pokecli item "oran berry"
        pokecli item tm01 --game red
        pokecli item kings-rock --json
      """)
}

/// `pokecli items`: every item, a page at a time, by category, pocket and words.
struct ItemsCommand: KindListCommand, QueriedListCommand {
  typealias Kind = Item

  static let configuration = CommandConfiguration(
    commandName: "items",
    abstract: "List items, a page at a time: filter by category, pocket or words.",
    discussion: """
      Rows show the number, name, category, bag pocket, cost and the effect in short. \
      Words narrow the list: every word must match a part of an item's English name, the \
      start of its name in any language, or a word of its effect (pokecli items stone, \
      pokecli items raises speed).

      The words are a query (docs/search.md): terms separated by commas must all hold, \
      | means either and ! negates; effect WORDS (its effect alone), category, pocket \
      and attribute (attribute holdable), held by POKEMON (found holding it in the \
      wild), cost and fling comparisons (cost > 1000, fling >= 100, cost 100-500) and \
      sort (sort cost, sort -name). Terms other than words need the built-in data; over \
      another API words match the items' slugs.

      --category and --pocket take PokeAPI's names or the English ones \
      (evolution, held-items, medicine…; items, medicine, poke-balls, machines, \
      berries, mail, battle-items, key-items); a name that matches none gets the \
      nearest ones. pokecli item NAME shows one in full.

      Examples:
        pokecli items stone
        pokecli items "raises speed"
        pokecli items "held by pikachu | held by raichu"
        pokecli items "attribute holdable, fling >= 100, sort cost"
        pokecli items --category evolution
        pokecli items --pocket berries --sort name
        pokecli items --sort cost
            the dearest first
        pokecli items ball --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp(
    "A query (docs/search.md): words that every listed item matches, and terms such as "
      + "\"held by pikachu\" or \"cost > 1000\".", valueName: "query"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only items of this category (evolution, held-items…).",
    valueName: "category"))
  var category: String?

  @Option(help: ArgumentHelp("Only items of this bag pocket (medicine, berries…).",
    valueName: "pocket"))
  var pocket: String?

  @OptionGroup var order: ListOrderOptions<ItemSort>

  /// The criteria the options give; the words are the query's (`QueriedListCommand`).
  func criteria() throws -> ItemCriteria {
    ItemCriteria(
      category: category.map { NameNormalizer.slug($0) },
      pocket: pocket.map { NameNormalizer.slug($0) }, sort: try order.order(),
      reversed: order.reverse)
  }

  var nextPageArguments: [String] {
    ListArguments.typedAgain(
      words,
      options: [
        ("--category", category), ("--pocket", pocket),
        order.sortTypedAgain,
      ], reverse: order.reverse)
  }

  static let listed = "items"
  static var layout: ListLayout<ItemRow> { .items }
}

extension ItemSort: ListOrder {
  static let help =
    "The order: number, name or cost (the dearest first; items no shop sells last)."
}

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

  @OptionGroup var output: OutputOptions

  var nextPageArguments: [String] { words }

  func validate() throws {
    try ListArguments.checkLength(words)
  }

  static let listed = "berries"
  static var layout: ListLayout<BerryRow> { .berries }

  func store(in root: CompositionRoot) async throws
    -> LookupStore<PagedRequest<[String]>, Page<BerryRow>>
  {
    let request = PagedRequest(criteria: try ListArguments.terms(words), page: paging.request)
    let berries = try root.berries()
    return await root.pageStore(request) { try await berries.page($0, $1) }
  }
}
