/// PokeAPI's Pokédexes (national, kanto, original-johto… paldea, kitakami, blueberry)
/// and who is in each.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol RegionalPokedexCatalog: Sendable {
  /// Every Pokédex's slug, in PokeAPI's order.
  func pokedexNames() async throws -> [String]

  /// The Pokédex `slug`'s entries in its own order; empty for one it does not know.
  func entries(of slug: String) async throws -> [RegionalEntry]
  /// `request`'s slice of the Pokédex `slug`; `nil` when no Pokédex has that slug.
  func page(of slug: String, _ request: PageRequest) async throws -> Page<RegionalEntry>?
}

/// One species of a regional Pokédex: its number there and its national number.
public struct RegionalMember: Codable, Hashable, Sendable {
  public var number: Int
  public var speciesID: Int

  public init(number: Int, speciesID: Int) {
    self.number = number
    self.speciesID = speciesID
  }
}

extension RegionalPokedexCatalog {
  /// `request`'s slice of the Pokédex `slug`; `nil` when no Pokédex has that slug. A
  /// catalog that pays per row (over the network) reads only the slice's rows.
  public func page(of slug: String, _ request: PageRequest) async throws
    -> Page<RegionalEntry>?
  {
    guard try await pokedexNames().contains(slug) else { return nil }
    return Page.slice(of: try await entries(of: slug), request)
  }
}
