/// The fields of a `language` document the built-in database keeps.
struct LanguageDTO: Decodable, Sendable {
  /// The language's slug, such as `en` or `ja-hrkt`.
  let name: String
  /// The ISO 639 code of the language, such as `ja`.
  let iso639: String?
  /// The ISO 3166 code of the country it is spoken in, such as `jp`.
  let iso3166: String?
  /// Whether the games were released in it.
  let official: Bool
  /// The language's name in each language.
  let names: [LocalizedNameDTO]?
}
