import Domain

extension Ability: StoredKind {
  public static let storage = KindStorage<Ability>(
    table: "abilities", builtInEntry: { try await $0.ability(id: $1) },
    builtInRows: DatabaseAbilityCatalog.init, remoteEntry: RemoteAbilityRepository.init,
    remoteRows: RemoteAbilityCatalog.init)
}
