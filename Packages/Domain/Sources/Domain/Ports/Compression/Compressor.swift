/// Compresses and expands bytes: the built-in Pokédex is stored compressed, in small
/// pieces, so that a command expands only the pieces it reads.
///
/// A gateway: Data's built-in Pokédex uses it, Infrastructure implements it with zlib,
/// tests may use any reversible transformation. Implementations throw `PokedexError` only.
public protocol Compressor: Sendable {
  /// `data` compressed. The same input always gives the same bytes, so data generated
  /// twice from the same answers is identical.
  func compress(_ data: Data) throws -> Data

  /// The bytes `compress` made from data of `originalSize` bytes, expanded again.
  /// - Throws: `PokedexError.unexpected` when `data` is damaged or does not expand to
  ///   exactly `originalSize` bytes.
  func expand(_ data: Data, originalSize: Int) throws -> Data
}
