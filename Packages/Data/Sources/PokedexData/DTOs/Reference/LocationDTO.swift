/// The fields of a `location` document the built-in database keeps: a place, its region
/// and its names.
struct LocationDTO: Decodable, Sendable {
  /// The place's slug, such as `canalave-city`.
  let name: String
  /// The region it lies in; PokeAPI leaves some places without one.
  let region: NamedAPIResourceDTO?
  /// The place's name in each language.
  let names: [LocalizedNameDTO]?
}
