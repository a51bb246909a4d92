/// Every nature: the built-in database's.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol NatureRepository: Sendable {
  /// The natures, in PokeAPI's order (their ids).
  func natures() async throws -> [Nature]
}
