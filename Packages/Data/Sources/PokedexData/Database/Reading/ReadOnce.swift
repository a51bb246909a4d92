import Domain

/// What one opening of the database reads once and keeps: tables a command reads again
/// and again (a Pokémon told as in a game, its moves, the game checked; a query's moves
/// as in its game, read by its terms and by its list; a kind's slugs, read by each bare
/// word; every Pokémon's types and abilities, read by each matchup term), which cannot
/// change under a file opened read-only. An opening shows one
/// language, so rows holding shown names are kept as they were first read.
final class ReadOnce: Sendable {
  private let groups = KeptOnce<[Int: GameGroup]>()
  private let movesInGroup = KeptByKey<Int, [MoveRow]>()
  private let slugsInTable = KeptByKey<String, [KindSlug]>()
  private let everyDefender = KeptOnce<[PokedexDatabase.Defender]>()

  /// The game groups by id, read by `read` the first time.
  func gameGroups(_ read: () async throws -> [Int: GameGroup]) async throws -> [Int: GameGroup] {
    try await groups.value(read)
  }

  /// The list rows of the moves learned in the version group `groupID`, as they were
  /// there, read by `read` the first time: up to 679 rows a group.
  func moveRows(
    inGroup groupID: Int, _ read: () async throws -> [MoveRow]
  ) async throws -> [MoveRow] {
    try await movesInGroup.value(for: groupID, read)
  }

  /// Every id and slug of a stored kind's `table`, read by `read` the first time: up to
  /// 2,223 rows (the items).
  func slugs(in table: String, _ read: () async throws -> [KindSlug]) async throws -> [KindSlug] {
    try await slugsInTable.value(for: table, read)
  }

  /// Every Pokémon's types and abilities, read by `read` the first time: each matchup
  /// term of a query (`weak ice, !weak rock`) goes over all 1,351.
  func defenders(
    _ read: () async throws -> [PokedexDatabase.Defender]
  ) async throws -> [PokedexDatabase.Defender] {
    try await everyDefender.value(read)
  }
}

/// An entry's id and slug, as a stored kind's table holds them.
typealias KindSlug = (id: Int, slug: String)
