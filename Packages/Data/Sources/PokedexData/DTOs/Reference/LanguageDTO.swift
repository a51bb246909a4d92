/// The fields of a `language` document the built-in database keeps.
package struct LanguageDTO: Decodable, Sendable {
  /// The language's slug, such as `en` or `ja-hrkt`.
  package let name: String
  /// The ISO 639 code of the language, such as `ja`.
  package let iso639: String?
  /// The ISO 3166 code of the country it is spoken in, such as `jp`.
  package let iso3166: String?
  /// Whether the games were released in it.
  package let official: Bool
  /// The language's name in each language.
  package let names: [LocalizedNameDTO]?
}
