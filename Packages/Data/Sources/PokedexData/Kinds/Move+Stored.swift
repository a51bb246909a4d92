import Domain

extension Move: StoredKind {
  public static let storage = KindStorage<Move>(
    table: "moves", builtInEntry: { try await $0.move(id: $1) },
    builtInRows: DatabaseMoveCatalog.init, remoteEntry: RemoteMoveRepository.init,
    remoteRows: RemoteMoveCatalog.init)
}
