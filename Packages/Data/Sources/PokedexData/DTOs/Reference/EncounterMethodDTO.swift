/// The fields of an `encounter-method` document the built-in database keeps: a way to
/// meet a wild Pokémon, such as `walk` or `old-rod`.
package struct EncounterMethodDTO: Decodable, Sendable {
  /// The method's slug.
  package let name: String
  /// Its place when methods are listed.
  package let order: Int?
  /// The method's name in each language.
  package let names: [LocalizedNameDTO]?
}
