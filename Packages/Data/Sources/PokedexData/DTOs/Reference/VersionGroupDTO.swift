/// The fields of a `version-group` document the built-in database keeps: the games that
/// share one learnset, such as `red-blue`.
package struct VersionGroupDTO: Decodable, Sendable {
  /// The group's slug.
  package let name: String
  /// The generation the games belong to.
  package let generation: NamedAPIResourceDTO
  /// Its place in the order the games came out.
  package let order: Int
  /// Its games, such as `red` and `blue`.
  package let versions: [NamedAPIResourceDTO]?
  /// The Pokédexes of its games, such as `paldea`.
  package let pokedexes: [NamedAPIResourceDTO]?
  /// The regions its games take place in, such as `kanto` and `johto` for Gold and Silver.
  package let regions: [NamedAPIResourceDTO]?
}
