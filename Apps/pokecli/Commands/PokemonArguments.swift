import ArgumentParser
import Domain

/// Reads Pokémon names and numbers given as arguments, refusing text that cannot name
/// one with a usage error before any request.
enum PokemonArguments {
  static func query(_ text: String) throws -> EntryQuery {
    do {
      return try EntryQuery.parse(text)
    } catch {
      throw ValidationError(explain(error))
    }
  }

  static func explain(_ error: EntryQuery.Invalid) -> String {
    switch error {
    case .empty: return "give a Pokémon's name or number"
    case .zeroOrNegative(let text):
      return "\"\(printable(text))\" is not a Pokédex number: numbers start at 1"
    case .tooLarge(let text):
      return "\"\(printable(text))\" is too large to be a Pokédex number"
    case .notAWholeNumber(let text):
      return "\"\(printable(text))\" is not a Pokédex number: give a whole number such as 25"
    case .tooLong: return "that is too long to be a Pokémon's name"
    case .notAName(let text):
      return "\"\(printable(text))\" is not a Pokémon's name or number"
    }
  }

  /// `text` with control characters written as escapes, so an error line stays one line
  /// and cannot drive the terminal.
  static func printable(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
  }
}
