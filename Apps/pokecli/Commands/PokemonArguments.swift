import ArgumentParser
import Domain

/// Reads Pokémon names and numbers given as arguments, refusing text that cannot name
/// one with a usage error before any request.
enum PokemonArguments {
  static func query(_ text: String) throws -> PokemonQuery {
    do {
      return try PokemonQuery.parse(text)
    } catch {
      throw ValidationError(explain(error))
    }
  }

  static func explain(_ error: PokemonQuery.Invalid) -> String {
    switch error {
    case .empty: return "Give a Pokémon's name or number."
    case .zeroOrNegative(let text):
      return "\"\(text)\" is not a Pokédex number: numbers start at 1."
    case .tooLong: return "That is too long to be a Pokémon's name."
    case .notAName(let text): return "\"\(text)\" is not a Pokémon's name or number."
    }
  }
}
