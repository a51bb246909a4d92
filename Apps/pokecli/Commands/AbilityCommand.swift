import ArgumentParser
import Domain
import Presentation

/// `pokecli ability <ability>`: one ability's card.
struct AbilityCommand: CardCommand {
  static let configuration = CommandConfiguration(
    commandName: "ability",
    abstract: "Show one ability: its effect, its description and the Pokémon that have it.",
    discussion: """
      The card shows the ability's number and name, the generation that introduced it and \
      how many Pokémon can have it; its effect in full and in short; its newest \
      description from the games; and every Pokémon (forms included) that can have it, \
      in number order, those that have it only as a hidden ability marked (hidden).

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
