/// The fields of a `location` document the built-in database keeps: a place, its region
/// and its names.
package struct LocationDTO: Decodable, Sendable {
  /// The place's slug, such as `canalave-city`.
  package let name: String
  /// The region it lies in; PokeAPI leaves some places without one.
  package let region: NamedAPIResourceDTO?
  /// The place's name in each language.
  package let names: [LocalizedNameDTO]?
}
