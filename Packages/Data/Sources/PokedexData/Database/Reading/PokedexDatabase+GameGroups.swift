import Domain

/// The groups of games, which every read that names a game, or lists what changed with
/// one, maps its `version_group_id`s through: read once an opening (`ReadOnce`).
extension PokedexDatabase {
  /// Every version group by id, with its games in id order, its generation, its games'
  /// Pokédexes and their regions: read once an opening (`ReadOnce`).
  static func gameGroups(_ db: DatabaseReader) async throws -> [Int: GameGroup] {
    try await db.readOnce.gameGroups { try await readGameGroups(db) }
  }

  private static func readGameGroups(_ db: DatabaseReader) async throws -> [Int: GameGroup] {
    let versions = try await slugsByGroup(
      db, "SELECT version_group_id, identifier FROM versions ORDER BY id")
    let pokedexes = try await slugsByGroup(db, """
      SELECT p.version_group_id, d.identifier FROM pokedex_version_groups p
      JOIN pokedexes d ON d.id = p.pokedex_id ORDER BY d.id
      """)
    let regions = try await slugsByGroup(db, """
      SELECT g.version_group_id, r.identifier FROM version_group_regions g
      JOIN regions r ON r.id = g.region_id ORDER BY r.id
      """)
    var groups: [Int: GameGroup] = [:]
    for row in try await db.rows(
      "SELECT id, identifier, sort_order, generation_id FROM version_groups")
    {
      guard let id = row.int("id"), let slug = row.text("identifier") else { continue }
      groups[id] = GameGroup(
        slug: slug, order: row.int("sort_order") ?? id, versions: versions[id] ?? [],
        generation: row.int("generation_id"), pokedexes: pokedexes[id] ?? [],
        regions: regions[id] ?? [])
    }
    return groups
  }

  /// The slugs `sql` reads (`version_group_id`, `identifier`) gathered by group, each
  /// group's in the order read.
  private static func slugsByGroup(
    _ db: DatabaseReader, _ sql: String
  ) async throws -> [Int: [String]] {
    var slugs: [Int: [String]] = [:]
    for row in try await db.rows(sql) {
      guard let group = row.int("version_group_id"), let slug = row.text("identifier") else {
        continue
      }
      slugs[group, default: []].append(slug)
    }
    return slugs
  }
}
