import Domain

/// PokeAPI's groups of games, ordered as the games came out (each `version-group`
/// document's `order`; ids are not release order: Red and Green (Japan) is 28). The table
/// costs the list of groups and each group's document (33 requests today), kept in the
/// cache as one value, so a warm run asks nothing; a group's document names its games, so
/// a game's slug (`red`) is found there too. The group standing for a generation costs
/// its groups' Pokédexes (`pokedex` documents, kept in the cache as `list --pokedex` keeps
/// them).
extension RemoteTables: GameCatalog {
  public func group(named game: String) async throws -> GameGroup? {
    try await groups().first { $0.isNamed(game) }
  }

  public func group(standingFor generation: Int) async throws -> GameGroup? {
    let groups = try await self.groups()
    let members = RemotePokedexMembers(reader: reader, cache: cache)
    var sizes: [String: Int] = [:]
    for group in groups where group.generation == generation {
      var size = 0
      for pokedex in group.pokedexes {
        let (sum, overflow) = size.addingReportingOverflow(
          try await members.members(of: pokedex)?.count ?? 0)
        size = overflow ? .max : sum
      }
      sizes[group.slug] = size
    }
    return GameGroup.standing(for: generation, among: groups, sizes: sizes)
  }

  /// Each of `groups` (as links name them: slug, id as order) in release order, by slug;
  /// a group the table lacks keeps the order it has.
  func ordered(_ groups: some Sequence<GameGroup>) async throws -> [String: GameGroup] {
    let table = Dictionary(
      try await self.groups().map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
    var ordered: [String: GameGroup] = [:]
    for group in groups { ordered[group.slug] = table[group.slug] ?? group }
    return ordered
  }

  /// Every group, in release order; none from an API that has no list of them (its links
  /// keep their ids as their order, and a game asked for is not found).
  public func groups() async throws -> [GameGroup] {
    guard let cache else { return try await loadOrNone() }
    return try await cache.value(.games) { try await loadOrNone() }
  }

  /// The groups; none from an API that answers 404 for them, an answer the cache keeps as
  /// it keeps a list, so a warm run does not ask again.
  private func loadOrNone() async throws -> [GameGroup] {
    do {
      return try await loadGroups()
    } catch PokedexError.notFound {
      return []
    }
  }

  private func loadGroups() async throws -> [GameGroup] {
    let ids = try await reader.everyName(of: .versionGroup).compactMap {
      ResourceID.trailingNumber(of: $0.url)
    }
    return try await OrderedConcurrency.map(ids) { [reader] id -> GameGroup in
      let group = try await reader.document(VersionGroupDTO.self, of: .versionGroup, id: id)
      return GameGroup(
        slug: SafeText.clean(group.name), order: group.order,
        versions: (group.versions ?? []).map { SafeText.clean($0.name) },
        generation: ResourceID.trailingNumber(of: group.generation.url),
        pokedexes: (group.pokedexes ?? []).map { SafeText.clean($0.name) },
        regions: (group.regions ?? []).map { SafeText.clean($0.name) })
    }.sorted()
  }
}
