/// The fields of a `berry-flavor` document the built-in database keeps, such as `spicy`,
/// and the contest type it goes with.
package struct BerryFlavorDTO: Decodable, Sendable {
  /// The flavor's slug.
  package let name: String
  /// The contest type it raises, such as `cool`.
  package let contestType: NamedAPIResourceDTO?
  /// The flavor's name in each language.
  package let names: [LocalizedNameDTO]?
}
