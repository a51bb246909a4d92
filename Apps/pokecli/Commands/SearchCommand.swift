import ArgumentParser
import Domain
import PokedexData
import Presentation

/// `pokecli search <query>…`: find Pokémon by the search language (docs/search.md).
struct SearchCommand: QueryCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find Pokémon by name, type, stats, moves, abilities and more.",
    discussion: """
      The words are one query of the search language (docs/search.md): terms separated \
      by commas must all hold, | means either, ! means not. A bare word matches part of \
      a name (any spelling `show` accepts, in any language) or a type; other terms ask \
      for a type, ability, move learned, egg group, colour, shape, habitat, Pokédex, \
      generation, class (legendary, mythical, baby, mega, form, fully evolved), a stat \
      (spe > 100, atk >= spa, bst 500-600, weight < 10kg), a matchup (weak ice, \
      immune ground) or an order (sort spe, sort -bst). Quote the query in single \
      quotes: the shell reads > | and ! itself. Results are paged like `list`. Terms other than bare words and \
      legendary, mythical and baby need the built-in data.

      Examples:
        pokecli search pika
            Pikachu and its forms
        pokecli search fire flying
            Charizard, Moltres, Ho-Oh, …
        pokecli search 'fire | water, spe > 100, !legendary, sort spe'
        pokecli search "learns earthquake in scarlet-violet, learns stealth rock in scarlet-violet"
        pokecli search "immune ground, type steel"
        pokecli search dragon --generation 1 --sort name
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var paging: PagingOptions
  @OptionGroup var filters: FilterOptions

  @Argument(help: ArgumentHelp(
    "The query: words, or terms such as \"spe > 100\" separated by commas.", valueName: "query"))
  var words: [String]

  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard !words.isEmpty else { throw ValidationError("give at least one word to search for") }
    try querySearch.validate()
  }

  func execute(with root: CompositionRoot, in environment: AppEnvironment) async throws {
    try await querySearch.execute(with: root, in: environment)
  }
}
