import Domain

extension Ability: StoredKind {
  public static let storage = KindStorage<Ability>(
    table: "abilities", builtInEntry: { try await $0.ability(id: $1) },
    builtInRows: { database, _ in try await database.abilityRows() },
    remoteEntry: { try await $0.ability($1) },
    remoteRow: { source in { try await source.reader.abilityRow($0) } })
}
