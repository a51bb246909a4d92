/// The fields of a `stat` document the built-in database keeps, such as `attack`.
package struct StatDTO: Decodable, Sendable {
  /// The stat's slug.
  package let name: String
  /// The damage class of moves that use it; none for HP, accuracy and evasion.
  package let moveDamageClass: NamedAPIResourceDTO?
  /// Whether it exists only in battle (accuracy, evasion).
  package let isBattleOnly: Bool
  /// Its index in the games' data.
  package let gameIndex: Int?
  /// The stat's name in each language.
  package let names: [LocalizedNameDTO]?
  /// The characteristics it is the highest stat of, linked by id only.
  package let characteristics: [LinkedIDDTO]?
}
