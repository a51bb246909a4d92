import ArgumentParser
import Domain
import Presentation

/// `pokecli item <item>`: one item's card, a berry's included.
struct ItemCommand: CardCommand {
  static let configuration = CommandConfiguration(
    commandName: "item",
    abstract: "Show one item: what it costs and does, who holds it, what it evolves.",
    discussion: """
      The card shows the item's number and name, its category and bag pocket, its cost \
      and what Fling does with it, its attributes; its effect; its newest description \
      from the games; the evolutions it brings about, used on a Pokémon or held; for a \
      berry, its firmness, size, growth, harvest, Natural Gift and flavors; and the wild \
      Pokémon that may hold it, with the chance in each game.

      An item can be named by number (84) or by name in any case, spacing or \
      punctuation (Water Stone, "kings rock", oran-berry).

      Examples:
        pokecli item water-stone
        pokecli item leftovers
        pokecli item "oran berry"
        pokecli item kings-rock --json
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var name: EntryName<Item>

  @OptionGroup var options: CardOptions

  typealias Card = EntryCard<Item>
}
