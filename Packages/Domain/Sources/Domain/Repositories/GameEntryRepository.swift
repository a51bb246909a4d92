/// An entry that can be told as it was in an older game (`Move`, `Pokemon`).
public protocol ChangesWithGames {
  /// Whether every game has the entry as it is today; then no game is looked up.
  var isSameInEveryGame: Bool { get }
  /// The groups of games whose changes the entry keys by group, to be put in release
  /// order; empty for an entry whose changes are keyed by generation.
  var changedIn: [GameGroup] { get }
  /// The entry as it was in `game`, each group that changed it ordered as `ordered` has
  /// that slug (else as the entry has it).
  func asItWas(in game: GameGroup, ordered: [String: GameGroup]) -> Self
}

/// One game, named by the user, in which entries are told as they were.
///
/// The game is looked up in `catalog` only for an entry some game changed, so a card that
/// is the same in every game costs nothing more. The groups that changed it are ordered by
/// `catalog` too, as the game is: an entry read over the network knows its groups by
/// their ids only, and ids are not release order (Red and Green (Japan) is group 28).
public struct AsInGame: Sendable {
  /// The game or group asked for, as a slug (`red`, `red-blue`).
  public let game: String
  public let catalog: any GameCatalog

  public init(_ game: String, catalog: any GameCatalog) {
    self.game = game
    self.catalog = catalog
  }

  /// `entry` as it was in the game.
  /// - Throws: `PokedexError.noSuchChoice` when the entry changed and `catalog` knows no
  ///   game named `game`.
  public func tell<Entry: ChangesWithGames>(_ entry: Entry) async throws -> Entry {
    guard !entry.isSameInEveryGame else { return entry }
    guard let group = try await catalog.group(named: game) else {
      throw PokedexError.noSuchChoice(noun: "game", given: game, suggestions: [], choices: [])
    }
    var ordered: [String: GameGroup] = [:]
    for changed in entry.changedIn where ordered[changed.slug] == nil {
      ordered[changed.slug] = try await catalog.group(named: changed.slug)
    }
    return entry.asItWas(in: group, ordered: ordered)
  }
}

/// Entries as they were in one game: each one `base` gives, told by `asInGame`. The cache
/// and the built-in data below hold today's entry, so one read serves every game.
public struct GameEntryRepository<Entry: Codable & Hashable & Sendable & ChangesWithGames>:
  EntryRepository
{
  public let base: any EntryRepository<Entry>
  public let asInGame: AsInGame

  public init(_ base: any EntryRepository<Entry>, game: String, catalog: any GameCatalog) {
    self.base = base
    self.asInGame = AsInGame(game, catalog: catalog)
  }

  public var kind: EntryKind { base.kind }

  /// - Throws: as `AsInGame.tell(_:)`.
  public func entry(_ query: EntryQuery) async throws -> Entry {
    try await asInGame.tell(try await base.entry(query))
  }
}
