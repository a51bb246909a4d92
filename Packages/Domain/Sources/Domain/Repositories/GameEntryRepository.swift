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
