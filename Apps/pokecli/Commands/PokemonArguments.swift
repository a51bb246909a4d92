import ArgumentParser
import Domain

/// Reads the names and numbers of Pokémon (and of other kinds, such as moves) given as
/// arguments, refusing text that cannot name one with a usage error before any request.
enum PokemonArguments {
  /// Refuses a number of Pokémon outside `range` (`compare`, `team`): "name two to four
  /// Pokémon to compare, not 1".
  /// - Throws: `ValidationError` (exit 64).
  static func checkCount(
    _ names: [String], _ range: ClosedRange<Int>, _ purpose: String, noun: String = "Pokémon"
  ) throws {
    guard !range.contains(names.count) else { return }
    let words = ["zero", "one", "two", "three", "four", "five", "six"]
    func word(_ number: Int) -> String { number < words.count ? words[number] : String(number) }
    throw ValidationError(
      "name \(word(range.lowerBound)) to \(word(range.upperBound)) \(noun) \(purpose), "
        + "not \(names.count)")
  }

  static func query(_ text: String, kind: EntryKind = .pokemon) throws -> EntryQuery {
    do {
      return try EntryQuery.parse(text)
    } catch {
      throw ValidationError(explain(error, kind: kind))
    }
  }

  static func explain(_ error: EntryQuery.Invalid, kind: EntryKind = .pokemon) -> String {
    // Pokémon are numbered by the Pokédex; other kinds by PokeAPI's ids.
    let numberName = kind == .pokemon ? "a Pokédex number" : "\(kind.article) \(kind.noun) number"
    let possessive = "\(kind.article) \(kind.noun)'s"
    switch error {
    case .empty: return "give \(possessive) name or number"
    case .zeroOrNegative(let text):
      return "\"\(printable(text))\" is not \(numberName): numbers start at 1"
    case .tooLarge(let text):
      return "\"\(printable(text))\" is too large to be \(numberName)"
    case .notAWholeNumber(let text):
      return "\"\(printable(text))\" is not \(numberName): give a whole number such as 25"
    case .tooLong: return "that is too long to be \(possessive) name"
    case .notAName(let text):
      return "\"\(printable(text))\" is not \(possessive) name or number"
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
