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

  /// `entry` as it was in the game; as it is today when `catalog` knows no game named
  /// `game`. The commands check the name against the source's games before anything is
  /// read (an unknown game is refused there), so only a source that lists no games (an
  /// API without `version-group` documents) reaches this with one it does not know: its
  /// entries are then shown as that source gives them, for every kind alike.
  /// - Throws: as `GameCatalog`.
  public func tell<Entry: ChangesWithGames>(_ entry: Entry) async throws -> Entry {
    guard !entry.isSameInEveryGame, let group = try await group() else { return entry }
    var ordered: [String: GameGroup] = [:]
    for changed in entry.changedIn where ordered[changed.slug] == nil {
      ordered[changed.slug] = try await catalog.group(named: changed.slug)
    }
    return entry.asItWas(in: group, ordered: ordered)
  }

  /// The group the game names, in the catalog's release order; `nil` when it knows none.
  public func group() async throws -> GameGroup? {
    try await catalog.group(named: game)
  }
}
