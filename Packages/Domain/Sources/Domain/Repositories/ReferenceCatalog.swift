#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The name of every entry of every kind, for the search over everything: the built-in
/// database's.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol ReferenceCatalog: Sendable {
  /// Every entry of every kind, kind by kind, each in number order.
  func everyEntry() async throws -> [ReferenceHit]
}
