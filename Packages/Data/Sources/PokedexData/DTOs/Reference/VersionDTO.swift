/// The fields of a `version` document the built-in database keeps: one game, such as `red`.
struct VersionDTO: Decodable, Sendable {
  /// The game's slug.
  let name: String
  /// The group of games it shares its learnsets with.
  let versionGroup: NamedAPIResourceDTO
  /// The game's name in each language.
  let names: [LocalizedNameDTO]?

  enum CodingKeys: String, CodingKey {
    case name, names
    case versionGroup = "version_group"
  }
}
