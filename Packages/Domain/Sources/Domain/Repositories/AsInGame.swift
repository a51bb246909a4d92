/// One game, named by the user, in which entries are told as they were.
///
/// The game and the groups that changed an entry are found in one read of `catalog`'s
/// groups, ordered by it: an entry read over the network knows its groups by
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
  ///
  /// The game is looked up before the entry is told, even for an entry the same in every
  /// game, so a game the source does not know is refused whatever the entry: the commands
  /// check the name against the built-in games before anything is read, and over another
  /// API this is where an unknown game is caught (its list of groups costs 33 requests
  /// once, then lives in the cache). Only a source that lists no games (an API without
  /// `version-group` documents) shows its entries as it gives them.
  /// - Throws: as `GameCatalog`, and `PokedexError.noSuchChoice` for a game the source's
  ///   list of games does not have.
  public func tell<Entry: ChangesWithGames>(_ entry: Entry) async throws -> Entry {
    let groups = try await catalog.groups()
    guard let group = try Self.group(named: game, among: groups) else { return entry }
    guard !entry.isSameInEveryGame else { return entry }
    var ordered: [String: GameGroup] = [:]
    for changed in entry.changedIn where ordered[changed.slug] == nil {
      ordered[changed.slug] = groups.first { $0.isNamed(changed.slug) }
    }
    return entry.asItWas(in: group, ordered: ordered)
  }

  /// The group the game names; `nil` from a source that lists no games.
  /// - Throws: `PokedexError.noSuchChoice`, with the nearest slugs, when the source lists
  ///   games and none is named so.
  public func knownGroup() async throws -> GameGroup? {
    try Self.group(named: game, among: try await catalog.groups())
  }

  /// The group of `groups` that `game` names; `nil` when `groups` is empty (a source that
  /// lists no games).
  /// - Throws: `PokedexError.noSuchChoice` when `groups` has games and none is so named.
  static func group(named game: String, among groups: [GameGroup]) throws -> GameGroup? {
    if let group = groups.first(where: { $0.isNamed(game) }) { return group }
    guard !groups.isEmpty else { return nil }
    throw PokedexError.noSuchChoice(
      noun: "game", given: game,
      suggestions: NameSuggestions.closest(to: game, in: GameGroup.slugs(of: groups)),
      choices: [])
  }
}
