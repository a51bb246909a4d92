import Domain

/// The built-in database's groups of games, ordered as the games came out.
public struct DatabaseGameCatalog: GameCatalog {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func group(named game: String) async throws -> GameGroup? {
    try await database.read { db in
      try await PokedexDatabase.gameGroups(db).values.first { $0.isNamed(game) }
    }
  }
}

/// PokeAPI's groups of games, ordered as the games came out (the `version-group`
/// document's `order`). A game's slug (`red`) costs its `version` document, which names
/// its group, and the group's; a group's slug (`red-blue`) costs that 404 and the group's.
public struct RemoteGameCatalog: GameCatalog {
  let reader: PokeAPIReader

  public init(reader: PokeAPIReader) {
    self.reader = reader
  }

  public func group(named game: String) async throws -> GameGroup? {
    var group = EntryQuery.name(game)
    var versions: [String] = []
    do {
      let version = try await reader.answer(VersionDTO.self, of: .version, .name(game))
      let link = version.document.versionGroup
      group = link.linkedID.map(EntryQuery.number) ?? .name(link.name)
      versions = [SafeText.clean(version.document.name)]
    } catch PokedexError.notFound {
      // Not a game: a group's slug, or nothing.
    }
    return try await self.group(group, versions: versions)
  }

  /// The group `query` names, by its own document; `nil` when there is none.
  func group(_ query: EntryQuery, versions: [String] = []) async throws -> GameGroup? {
    do {
      let found = try await reader.answer(VersionGroupDTO.self, of: .versionGroup, query)
      return GameGroup(
        slug: SafeText.clean(found.document.name), order: found.document.order,
        versions: found.document.versions.map { $0.map { SafeText.clean($0.name) } } ?? versions)
    } catch PokedexError.notFound {
      return nil
    }
  }

  /// Each of `groups` (as links name them: slug, id as order) in release order, by slug:
  /// a `version-group` document each. A group without one keeps the order it has.
  func ordered(_ groups: some Sequence<GameGroup>) async throws -> [String: GameGroup] {
    var ordered: [String: GameGroup] = [:]
    for group in groups where ordered[group.slug] == nil {
      let query: EntryQuery = group.order > 0 ? .number(group.order) : .name(group.slug)
      ordered[group.slug] = try await self.group(query) ?? group
    }
    return ordered
  }
}
