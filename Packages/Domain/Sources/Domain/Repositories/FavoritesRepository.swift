/// The user's favorite Pokémon: the one piece of pokecli data that must never be lost.
///
/// Implementations make every change atomic and serialised between processes, and refuse
/// to overwrite a file they cannot read. They throw `PokedexError`.
public protocol FavoritesRepository: Sendable {
  /// Every favorite, in national-number order.
  func favorites() throws -> [Favorite]

  /// Applies `change` to the favorites as one transaction and returns the result: the
  /// favorites after it, and which of the Pokémon it named were added or removed.
  func update(_ change: FavoritesChange) throws -> FavoritesUpdate
}

/// A Pokémon the user marked, with enough to list it without asking PokeAPI.
public struct Favorite: Hashable, Sendable, Codable {
  /// Its Pokémon id.
  public var id: Int
  /// Its slug.
  public var name: String
  /// Its English display name when it was added.
  public var displayName: String

  public init(id: Int, name: String, displayName: String) {
    self.id = id
    self.name = name
    self.displayName = displayName
  }

  /// The favorite for a list row.
  public init(_ summary: PokemonSummary) {
    self.init(id: summary.id, name: summary.name, displayName: summary.displayName)
  }
}

/// One change to the favorites.
public enum FavoritesChange: Hashable, Sendable {
  /// Adds the Pokémon that are not favorites yet.
  case add([Favorite])
  /// Removes the Pokémon that are favorites.
  case remove([Int])
  /// Adds the Pokémon if it is not a favorite, removes it if it is.
  case toggle(Favorite)
}

/// What a change did.
public struct FavoritesUpdate: Hashable, Sendable {
  /// Every favorite after the change, in national-number order.
  public var favorites: [Favorite]
  /// The ids the change added.
  public var added: [Int]
  /// The ids the change removed.
  public var removed: [Int]

  public init(favorites: [Favorite], added: [Int], removed: [Int]) {
    self.favorites = favorites
    self.added = added
    self.removed = removed
  }

  /// The ids of every favorite.
  public var ids: Set<Int> { Set(favorites.map(\.id)) }
}
