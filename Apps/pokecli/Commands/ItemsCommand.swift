import ArgumentParser
import Domain
import Presentation

/// `pokecli items`: every item, a page at a time, by category, pocket and words.
struct ItemsCommand: KindListCommand {
  typealias Kind = Item

  static let configuration = CommandConfiguration(
    commandName: "items",
    abstract: "List items, a page at a time: filter by category, pocket or words.",
    discussion: """
      Rows show the number, name, category, bag pocket, cost and the effect in short. \
      Words narrow the list: every word must match a part of an item's name (pokecli \
      items stone). --category and --pocket take PokeAPI's names or the English ones \
      (evolution, held-items, medicine…; items, medicine, poke-balls, machines, \
      berries, mail, battle-items, key-items); a name that matches none gets the \
      nearest ones. pokecli item NAME shows one in full.

      Examples:
        pokecli items stone
        pokecli items --category evolution
        pokecli items --pocket berries --sort name
        pokecli items --sort cost
            the dearest first
        pokecli items ball --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp("Words that every listed item matches.", valueName: "word"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only items of this category (evolution, held-items…).",
    valueName: "category"))
  var category: String?

  @Option(help: ArgumentHelp("Only items of this bag pocket (medicine, berries…).",
    valueName: "pocket"))
  var pocket: String?

  @OptionGroup var order: ListOrderOptions<ItemSort>

  var json: Bool { order.json }

  func criteria() throws -> ItemCriteria {
    ItemCriteria(
      terms: ListArguments.terms(words), category: category.map { NameNormalizer.slug($0) },
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
