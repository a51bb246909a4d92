import Domain

/// A catalog of the groups of games it is given, for a test: none for an API without
/// `version-group` documents.
public struct FixedGames: GameCatalog {
  let listed: [GameGroup]

  public init(_ groups: [GameGroup] = []) {
    listed = groups
  }

  public func group(named game: String) async throws -> GameGroup? {
    listed.first { $0.isNamed(game) }
  }

  public func groups() async throws -> [GameGroup] { listed.sorted() }

  public func group(standingFor generation: Int) async throws -> GameGroup? {
    listed.first { $0.generation == generation }
  }
}
