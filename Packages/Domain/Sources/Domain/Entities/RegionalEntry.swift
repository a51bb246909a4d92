/// A Pokémon as a regional Pokédex lists it: its number there, and the species' default
/// Pokémon.
public struct RegionalEntry: Codable, Hashable, Sendable {
  /// Its number in the regional Pokédex (Sprigatito is #001 in Paldea's).
  public var number: Int
  public var pokemon: PokemonSummary

  public init(number: Int, pokemon: PokemonSummary) {
    self.number = number
    self.pokemon = pokemon
  }
}
