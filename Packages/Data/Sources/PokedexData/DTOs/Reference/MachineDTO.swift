/// A `machine` document: the TM, HM or TR (an item) that teaches a move in one game.
package struct MachineDTO: Decodable, Sendable {
  /// The machine's item, such as `tm24`.
  package let item: NamedAPIResourceDTO
  /// The move it teaches.
  package let move: NamedAPIResourceDTO
  /// The games (version group) in which this item teaches this move.
  package let versionGroup: NamedAPIResourceDTO

  enum CodingKeys: String, CodingKey {
    case item, move
    case versionGroup = "version_group"
  }
}
