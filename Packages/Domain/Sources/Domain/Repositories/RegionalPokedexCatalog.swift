import Foundation

/// PokeAPI's Pokédexes (national, kanto, original-johto… paldea, kitakami, blueberry)
/// and who is in each: the built-in database's.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol RegionalPokedexCatalog: Sendable {
  /// Every Pokédex's slug, in PokeAPI's order.
  func pokedexNames() async throws -> [String]

  /// The Pokédex `slug`'s entries in its own order; empty for one it does not know.
  func entries(of slug: String) async throws -> [RegionalEntry]
}
