import ArgumentParser
import Domain
import PokedexData
import Presentation

// Abilities, as the app offers them: this file is the kind's one declaration in the app.
// Its line in `ShownKinds.all` reads it: the commands below, and its section of `browse`
// (its order read by the browser's sort key, and the card it shows).

extension Ability: QueriedKind {
  static var commands: [any ParsableCommand.Type] {
    [KindCardCommand<Ability>.self, AbilitiesCommand.self]
  }
  static var section: BrowserSection? { .abilities }

  typealias Parser = AbilityQueryParser
  static func queryFacts(in database: PokedexDatabase, asIn game: String?)
    -> DatabaseAbilityQueryFacts
  {
    DatabaseAbilityQueryFacts(database: database)
  }
}

/// `pokecli ability <ability>`: one ability's card: its name and help
/// (`KindCardCommand` is the command).
extension Ability: PlainCardKind {
  static let cardCommand = CommandConfiguration(
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
}

/// `pokecli abilities`: every ability, a page at a time, filtered, matched and sorted.
struct AbilitiesCommand: KindListCommand, QueriedListCommand {
  typealias Kind = Ability

  static let configuration = CommandConfiguration(
    commandName: "abilities",
    abstract: "List abilities, a page at a time: filter by generation or words.",
    discussion: """
      Rows show the number, name, the generation that introduced the ability, how many \
      Pokémon (forms included) can have it and its effect in short. Words narrow the \
      list: every word must match a part of an ability's English name, the start of its \
      name in any language, or a word of its effect (pokecli abilities absorb, pokecli \
      abilities immune ground). pokecli ability NAME shows one in full; pokecli list \
      --ability NAME lists the Pokémon that have it.

      The words are a query (docs/search.md): terms separated by commas must all hold, \
      | means either and ! negates; effect WORDS (its effect alone), of POKEMON (the \
      abilities a Pokémon can have), gen 3, pokemon > 20 (how many can have it) and \
      sort (sort pokemon, sort -name). Terms other than words need the built-in data; \
      over another API words match the abilities' slugs.

      Examples:
        pokecli abilities
        pokecli abilities "immune ground"
        pokecli abilities "of garchomp | of dragonite, sort pokemon"
        pokecli abilities --generation 9
        pokecli abilities --sort pokemon
            the most widely held first
        pokecli abilities absorb --json
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions

  @Argument(help: ArgumentHelp(
    "A query (docs/search.md): words that every listed ability matches, and terms such "
      + "as \"of garchomp\" or \"pokemon > 20\".", valueName: "query"))
  var words: [String] = []

  @Option(help: ArgumentHelp("Only abilities this generation introduced (1–9).", valueName: "n"))
  var generation: Int?

  @OptionGroup var order: ListOrderOptions<AbilitySort>

  /// The criteria the options give; the words are the query's (`QueriedListCommand`).
  func criteria() throws -> AbilityCriteria {
    try TypeArgument.generation(generation)
    return AbilityCriteria(
      generation: generation, sort: try order.order(), reversed: order.reverse)
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
