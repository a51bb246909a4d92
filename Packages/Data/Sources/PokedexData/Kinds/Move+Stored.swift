import Domain

/// Moves; a list of them is narrowed by game and Pokémon in the database's query.
extension Move: StoredKind {
  public static let storage = KindStorage<Move>(
    table: "moves", builtInEntry: { try await $0.move(id: $1) },
    builtInRows: { try await $0.moveRows(for: $1) },
    remoteEntry: { try await $0.move($1) }, remoteRows: RemoteMoveCatalog.init)
}
