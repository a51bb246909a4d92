/// The fields of a `version` document the built-in database keeps: one game, such as `red`.
package struct VersionDTO: Decodable, Sendable {
  /// The game's slug.
  package let name: String
  /// The group of games it shares its learnsets with.
  package let versionGroup: NamedAPIResourceDTO
  /// The game's name in each language.
  package let names: [LocalizedNameDTO]?
}
