/// The fields of a `nature` document the built-in database keeps: the stat it raises and
/// the one it lowers, and the flavors it likes and hates (none for the neutral natures).
package struct NatureDTO: Decodable, Sendable {
  /// PokeAPI's id of the nature; absent in some mirrors' documents.
  package let id: Int?
  /// The nature's slug, such as `adamant`.
  package let name: String
  /// The stat it lowers by 10 %.
  package let decreasedStat: NamedAPIResourceDTO?
  /// The stat it raises by 10 %.
  package let increasedStat: NamedAPIResourceDTO?
  /// The flavor it dislikes.
  package let hatesFlavor: NamedAPIResourceDTO?
  /// The flavor it likes.
  package let likesFlavor: NamedAPIResourceDTO?
  /// The nature's name in each language.
  package let names: [LocalizedNameDTO]?
}
