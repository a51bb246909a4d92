/// The fields of an `item-category` document the built-in database keeps, such as
/// `standard-balls`, and the bag pocket its items go in.
package struct ItemCategoryDTO: Decodable, Sendable {
  /// The category's slug.
  package let name: String
  /// The bag pocket its items go in.
  package let pocket: NamedAPIResourceDTO?
  /// The category's name in each language.
  package let names: [LocalizedNameDTO]?
}
