/// The fields of a `pokedex` document the built-in database keeps: a regional (or the
/// national) Pokédex, its numbers and the games it is used in.
package struct PokedexDTO: Decodable, Sendable {
  /// One species' number in this Pokédex.
  package struct Entry: Decodable, Sendable {
    /// The species' number here, such as 25 for Pikachu in the national Pokédex.
    package let entryNumber: Int
    /// The species, whose link ends in its national number.
    package let pokemonSpecies: NamedAPIResourceDTO
  }

  /// The Pokédex's slug, such as `kanto`.
  package let name: String
  /// The region it numbers; none for the national Pokédex.
  package let region: NamedAPIResourceDTO?
  /// Whether the main-series games use it.
  package let isMainSeries: Bool
  /// Every species it numbers.
  package let pokemonEntries: [Entry]
  /// The games it is used in.
  package let versionGroups: [NamedAPIResourceDTO]
  /// The Pokédex's name in each language.
  package let names: [LocalizedNameDTO]?
}
