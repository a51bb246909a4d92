import ArgumentParser
import Domain
import Presentation

/// `pokecli languages`: the codes `--language` takes, and how complete each is.
struct LanguagesCommand: ScreenCommand {
  static let configuration = CommandConfiguration(
    commandName: "languages",
    abstract: "List the languages names and texts can be shown in, and how complete each is.",
    discussion: """
      Every language PokeAPI speaks, with the code --language (or POKECLI_LANGUAGE) \
      takes, and the share of Pokémon, Pokédex entries, moves, abilities and items it \
      names. Where a language has no name or text, pokecli shows the English one, and \
      says so for a text. Look-ups take a name in any language, whatever --language says.

      Examples:
        pokecli languages
        pokecli show charizard --language fr
        POKECLI_LANGUAGE=ja pokecli list
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var output: OutputOptions

  func screen(from root: CompositionRoot) async throws -> LanguagesScreen {
    guard let database = root.embeddedDatabase() else {
      throw CommandFailure(message: "this build holds no built-in data to list languages from")
    }
    return LanguagesScreen(try await database.languages())
  }
}
