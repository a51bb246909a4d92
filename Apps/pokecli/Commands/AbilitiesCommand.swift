import ArgumentParser
import Domain
import Presentation

/// `pokecli abilities`: every ability, a page at a time, filtered, matched and sorted.
struct AbilitiesCommand: KindListCommand {
  typealias Kind = Ability

  static let configuration = CommandConfiguration(
    commandName: "abilities",
    abstract: "List abilities, a page at a time: filter by generation or words.",
    discussion: """
      Rows show the number, name, the generation that introduced the ability, how many \
      Pokémon (forms included) can have it and its effect in short. Words narrow the \
      list: every word must match a part of an ability's name (pokecli abilities \
      absorb). pokecli ability NAME shows one in full; pokecli list --ability NAME lists \
      the Pokémon that have it.

      Examples:
        pokecli abilities
        pokecli abilities --generation 9
        pokecli abilities --sort pokemon
            the most widely held first
        pokecli abilities absorb --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp("Words that every listed ability matches.", valueName: "word"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only abilities this generation introduced (1–9).", valueName: "n"))
  var generation: Int?

  @OptionGroup var order: ListOrderOptions<AbilitySort>

  var json: Bool { order.json }

  func criteria() throws -> AbilityCriteria {
    try TypeArgument.generation(generation)
    return AbilityCriteria(
      terms: ListArguments.terms(words), generation: generation,
      sort: try order.order(), reversed: order.reverse)
  }

  var nextPageArguments: [String] {
    ListArguments.typedAgain(
      words,
      options: [
        ("--generation", generation.map(String.init)),
        order.sortTypedAgain,
      ], reverse: order.reverse)
  }

  static let listed = "abilities"
  static var layout: ListLayout<AbilityRow> { .abilities }
}

extension AbilitySort: ListOrder {
  static let help = "The order: number, name or pokemon (the most widely held first)."
}
