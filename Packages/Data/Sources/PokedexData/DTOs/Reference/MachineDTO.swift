/// A `machine` document: the TM, HM or TR (an item) that teaches a move in one game.
package struct MachineDTO: Decodable, Sendable {
  /// The machine's item, such as `tm24`.
  package let item: NamedAPIResourceDTO
  /// The move it teaches.
  package let move: NamedAPIResourceDTO
  /// The games (version group) in which this item teaches this move.
  package let versionGroup: NamedAPIResourceDTO
}

/// A machine as a move's or an item's document links it: by id only (PokeAPI gives
/// machines no names), with the games in which it teaches.
package struct MachineLinkDTO: Decodable, Sendable {
  /// The machine.
  package let machine: LinkedIDDTO
  /// The games in which it teaches.
  package let versionGroup: NamedAPIResourceDTO?
}
