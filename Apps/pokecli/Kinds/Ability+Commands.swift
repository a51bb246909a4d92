import ArgumentParser
import Domain
import Presentation

// Abilities, as the app offers them: this file is the kind's one declaration in the app.
// Its line in `ShownKinds.all` reads it: the commands below, and its section of `browse`
// (how the browser's query reads as criteria, and the row and card it shows).

extension Ability: BrowsedStoredKind {
  static var commands: [any ParsableCommand.Type] {
    [AbilityCommand.self, AbilitiesCommand.self]
  }
  static var section: BrowserSection? { .abilities }

  static func criteria(browsing query: ReferenceQuery) -> AbilityCriteria {
    AbilityCriteria(terms: query.foldedTerms, sort: query.order(AbilitySort.number))
  }
  static func browserRow(_ row: AbilityRow) -> ReferenceRow { ReferenceRow(ability: row) }
}

/// `pokecli ability <ability>`: one ability's card.
struct AbilityCommand: CardCommand {
  static let configuration = CommandConfiguration(
    commandName: "ability",
    abstract: "Show one ability: its effect, its description and the Pokémon that have it.",
    discussion: """
      The card shows the ability's number and name, the generation that introduced it and \
      how many Pokémon can have it; its effect in full and in short; its newest \
      description from the games; and every Pokémon (forms included) that can have it, \
      in number order, those that have it only as a hidden ability marked (hidden). With \
      --game, the description and the Pokémon are that game's: those that had come by \
      its generation and had the ability then (Gengar's Levitate up to X and Y).

      An ability can be named by number (9) or by name in any case, spacing or \
      punctuation (Static, "lightning rod", lightningrod).

      Examples:
        pokecli ability static
        pokecli ability 26
        pokecli ability "lightning rod"
        pokecli ability levitate --game ruby
            the description from Pokémon Ruby
        pokecli ability intimidate --json
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Ability>

  @OptionGroup var options: CardOptions

  typealias Card = EntryCard<Ability>
}

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
      terms: try ListArguments.terms(words), generation: generation,
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
