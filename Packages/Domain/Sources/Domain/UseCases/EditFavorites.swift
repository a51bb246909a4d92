/// Changing the favorites: the Pokémon named are found (through the cache), then the whole
/// edit is saved as one favorites transaction.
public struct EditFavorites: Sendable {
  /// What the user asked to change.
  public enum Edit: Equatable, Sendable {
    /// Add it if it is not a favorite, remove it if it is.
    case toggle(EntryQuery)
    /// Add those that are not favorites yet.
    case add([EntryQuery])
    /// Remove those that are favorites.
    case remove([EntryQuery])
  }

  /// What an edit did.
  public struct Outcome: Equatable, Sendable {
    /// The Pokémon added.
    public var added: [Favorite]
    /// The Pokémon removed.
    public var removed: [Favorite]
    /// The Pokémon named that were already as asked (already favorites, or not ones).
    public var unchanged: [Favorite]
    /// How many favorites there are now.
    public var count: Int

    public init(added: [Favorite], removed: [Favorite], unchanged: [Favorite], count: Int) {
      self.added = added
      self.removed = removed
      self.unchanged = unchanged
      self.count = count
    }
  }

  private let pokemon: any PokemonRepository
  private let favorites: any FavoritesRepository

  public init(pokemon: any PokemonRepository, favorites: any FavoritesRepository) {
    self.pokemon = pokemon
    self.favorites = favorites
  }

  /// Makes `edit` and says what it did.
  public func callAsFunction(_ edit: Edit) async throws -> Outcome {
    switch edit {
    case .toggle(let query):
      let favorite = try await find(query, among: try favorites.favorites())
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
      for query in queries { named.append(try await find(query, among: current)) }
      let update = try favorites.update(.remove(named.map(\.id)))
      return Outcome(
        added: [], removed: Self.unique(named.filter { update.removed.contains($0.id) }),
        unchanged: Self.unique(named.filter { !update.removed.contains($0.id) }),
        count: update.favorites.count)
    }
  }

  /// Toggles the Pokémon a screen shows and returns every favorite id after it: no
  /// look-up, since the screen already holds its summary.
  public func toggle(_ summary: PokemonSummary) throws -> Set<Int> {
    try favorites.update(.toggle(Favorite(summary))).ids
  }

  /// The favorite `query` names, found among the favorites first, so removing one (or
  /// toggling it off) needs no request and works offline; otherwise the Pokémon it names
  /// (which is then not a favorite).
  private func find(_ query: EntryQuery, among current: [Favorite]) async throws -> Favorite {
    let match = current.first { favorite in
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
