/// An entry that lists things per group of games (an item's prices, a move's machines,
/// the games' descriptions). A source that knows a group by its id alone (another API's
/// links) lists them in id order, which is not release order (Blue (Japan) is group 29,
/// after Sword and Shield): `ReleaseOrderedRepository` puts them right with a catalog.
public protocol ListsByGame {
  /// Every group of games the entry's lists name.
  var gamesListed: [GameGroup] { get }
  /// The entry with each listed group as `ordered` has its slug (else as it was), and
  /// each list in that order.
  func inReleaseOrder(_ ordered: [String: GameGroup]) -> Self
}

/// A thing listed per group of games.
public protocol GameKeyed {
  var game: GameGroup { get set }
}

extension Array where Element: GameKeyed {
  /// The elements with each group as `ordered` has its slug (else as it was), oldest
  /// first; elements of the same group keep their order.
  public func inReleaseOrder(_ ordered: [String: GameGroup]) -> [Element] {
    enumerated().map { index, element -> (Int, Element) in
      var placed = element
      placed.game = ordered[element.game.slug] ?? element.game
      return (index, placed)
    }
    .sorted { ($0.1.game, $0.0) < ($1.1.game, $1.0) }
    .map(\.1)
  }
}

extension GameText: GameKeyed {}
extension ItemPrice: GameKeyed {}
extension TaughtMove: GameKeyed {}
extension MoveMachine: GameKeyed {}

/// Entries from `base` with their lists in release order as `catalog` orders the groups
/// (`ListsByGame`): for a source whose links give groups their ids as their order. An
/// entry that lists one group or none costs nothing more; one that lists several costs
/// the catalog's groups (over PokeAPI, the list of groups once per cache life).
public struct ReleaseOrderedRepository<Entry: Codable & Hashable & Sendable & ListsByGame>:
  EntryRepository
{
  public let base: any EntryRepository<Entry>
  public let catalog: any GameCatalog

  public init(_ base: any EntryRepository<Entry>, catalog: any GameCatalog) {
    self.base = base
    self.catalog = catalog
  }

  public var kind: EntryKind { base.kind }

  /// - Throws: as `base` and the catalog.
  public func entry(_ query: EntryQuery) async throws -> Entry {
    let entry = try await base.entry(query)
    guard Set(entry.gamesListed.map(\.slug)).count > 1 else { return entry }
    let groups = try await catalog.groups()
    guard !groups.isEmpty else { return entry }
    return entry.inReleaseOrder(
      Dictionary(groups.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first }))
  }
}
