import Domain
/// Something a screen suggests doing next, as a typed value. Presentation decides when a
/// hint is worth showing; the app decides how to say it: the command-line app as the exact
/// command to type, an interactive screen as a key, or not at all.
public enum Hint: Hashable, Sendable {
  /// Showing the page that follows the rows on screen.
  case nextPage(PageRequest)
  /// Showing one entry (a Pokémon, a form) by its slug.
  case entry(EntryKind, slug: String)
  /// Listing every move a Pokémon (by its slug) learns.
  case moves(ofPokemon: String)
  /// Fetching what the cache lacks while pokecli works offline.
  case fetch(CacheSubject)
  /// Adding a first favorite.
  case addFavorite
  /// Bringing the cache up to date with PokeAPI, past the built-in data.
  case update
  /// Writing the built-in database to a file, to query it with any SQLite client.
  case exportData
  /// Showing names and texts in the language of `code` (`fr`), as PokeAPI names it.
  case language(code: String)
}

/// Says hints in the app's words.
public protocol Hints: Sendable {
  /// What to show for `hint`, such as the command that shows it; `nil` to show nothing.
  func text(for hint: Hint) -> String?
}

/// Hints said nowhere: for screens that offer none, and for tests of everything else.
public struct NoHints: Hints {
  public init() {}

  public func text(for hint: Hint) -> String? { nil }
}
