/// An entry that can be told as it was in an older game (`Move`).
public protocol ChangesWithGames {
  /// The groups of games that changed the entry.
  var changedIn: [GameGroup] { get }
  /// The entry as it was in `game`, each group that changed it ordered as `ordered` has
  /// that slug (else as the entry has it).
  func asItWas(in game: GameGroup, ordered: [String: GameGroup]) -> Self
}

/// Entries as they were in one group of games: each one `base` gives, told by
/// `asItWas(in:ordered:)`. The cache and the built-in data below hold today's entry, so
/// one read serves every game.
///
/// The groups that changed an entry are ordered by `catalog`, as `game` is: an entry read
/// over the network knows its groups by their ids only, and ids are not release order
/// (Red and Green (Japan) is group 28).
public struct GameEntryRepository<Entry: Codable & Hashable & Sendable & ChangesWithGames>:
  EntryRepository
{
  public let base: any EntryRepository<Entry>
  public let game: GameGroup
  public let catalog: any GameCatalog

  public init(_ base: any EntryRepository<Entry>, game: GameGroup, catalog: any GameCatalog) {
    self.base = base
    self.game = game
    self.catalog = catalog
  }

  public var kind: EntryKind { base.kind }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    let entry = try await base.entry(query)
    var ordered: [String: GameGroup] = [:]
    for group in entry.changedIn where ordered[group.slug] == nil {
      ordered[group.slug] = try await catalog.group(named: group.slug)
    }
    return entry.asItWas(in: game, ordered: ordered)
  }
}
