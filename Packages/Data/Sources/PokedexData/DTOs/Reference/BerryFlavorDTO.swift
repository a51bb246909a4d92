/// The fields of a `berry-flavor` document the built-in database keeps, such as `spicy`,
/// and the contest type it goes with.
struct BerryFlavorDTO: Decodable, Sendable {
  /// The flavor's slug.
  let name: String
  /// The contest type it raises, such as `cool`.
  let contestType: NamedAPIResourceDTO?
  /// The flavor's name in each language.
  let names: [LocalizedNameDTO]?

  enum CodingKeys: String, CodingKey {
    case name, names
    case contestType = "contest_type"
  }
}
