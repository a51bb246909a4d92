import Domain

/// The national list's ids and slugs, in PokeAPI's order, and the species names that
/// resolve to another slug: all `show` reads before its card.
struct BuiltInNames: Sendable, Equatable {
  var ids: [Int]
  var slugs: [String]
  var speciesNames: [String: Int]

  /// The national list.
  var entries: [PokemonIndexEntry] {
    zip(ids, slugs).map { PokemonIndexEntry(id: $0, name: $1) }
  }
}
