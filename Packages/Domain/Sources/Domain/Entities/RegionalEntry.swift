/// A Pokémon as a regional Pokédex lists it: its number there, and the species' default
/// Pokémon.
public struct RegionalEntry: Codable, Hashable, Sendable {
  /// Its number in the regional Pokédex (Sprigatito is #001 in Paldea's).
  public var number: Int
  public var pokemon: PokemonSummary
  /// The Pokédex's slug (`paldea`), which its page is titled by.
  public var pokedex: String?

  public init(number: Int, pokemon: PokemonSummary, pokedex: String? = nil) {
    self.number = number
    self.pokemon = pokemon
    self.pokedex = pokedex
  }
}
