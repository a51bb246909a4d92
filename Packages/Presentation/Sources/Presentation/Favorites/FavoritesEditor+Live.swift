import Domain
import Foundation

extension FavoritesEditor {
  /// The editor over the real repositories: it finds each Pokémon named (through the
  /// cache), then makes the whole edit in one favorites transaction.
  public init(pokemon: any PokemonRepository, favorites: any FavoritesRepository) {
    self.init { edit in
      switch edit {
      case .toggle(let query):
        let favorite = try await FavoritesEditor.find(query, among: try favorites.favorites(), pokemon: pokemon)
        let update = try favorites.update(.toggle(favorite))
        return Outcome(
          added: update.added.isEmpty ? [] : [favorite],
          removed: update.removed.isEmpty ? [] : [favorite],
          unchanged: [], count: update.favorites.count)
      case .add(let queries):
        var named: [Favorite] = []
        for query in queries { named.append(Favorite(try await pokemon.summary(query))) }
        let update = try favorites.update(.add(named))
        return Outcome(
          added: Self.unique(named.filter { update.added.contains($0.id) }),
          removed: [], unchanged: Self.unique(named.filter { !update.added.contains($0.id) }),
          count: update.favorites.count)
      case .remove(let queries):
        let current = try favorites.favorites()
        var named: [Favorite] = []
        for query in queries {
          named.append(try await FavoritesEditor.find(query, among: current, pokemon: pokemon))
        }
        let update = try favorites.update(.remove(named.map(\.id)))
        return Outcome(
          added: [], removed: Self.unique(named.filter { update.removed.contains($0.id) }),
          unchanged: Self.unique(named.filter { !update.removed.contains($0.id) }),
          count: update.favorites.count)
      }
    }
  }

  /// The favorite `query` names, found among the favorites first, so removing one (or
  /// toggling it off) needs no request and works offline; otherwise the Pokémon it names
  /// (which is then not a favorite).
  fileprivate static func find(
    _ query: PokemonQuery, among favorites: [Favorite], pokemon: any PokemonRepository
  ) async throws -> Favorite {
    let match = favorites.first { favorite in
      switch query {
      case .number(let id): return favorite.id == id
      case .name(let slug): return favorite.name == slug
      }
    }
    if let match { return match }
    return Favorite(try await pokemon.summary(query))
  }

  private static func unique(_ favorites: [Favorite]) -> [Favorite] {
    var seen = Set<Int>()
    return favorites.filter { seen.insert($0.id).inserted }
  }
}
