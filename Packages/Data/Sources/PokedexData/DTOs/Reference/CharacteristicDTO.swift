/// The fields of a `characteristic` document the built-in database keeps: the summary
/// line a game shows for a Pokémon's highest individual value. PokeAPI names it by id only.
package struct CharacteristicDTO: Decodable, Sendable {
  /// The stat whose individual value is the highest.
  package let highestStat: NamedAPIResourceDTO
  /// The remainder of that value divided by 5 which this characteristic stands for.
  package let geneModulo: Int
}
