import Domain

/// One stored kind's list rows from the built-in database, behind Domain's `EntryCatalog`:
/// the kind gives only its read of the rows (`KindStorage.builtInRows`, a function of
/// `PokedexDatabase` in the kind's own file, `Kinds/Ability+Stored.swift`).
public struct DatabaseCatalog<Kind: StoredKind>: EntryCatalog {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func rows(for criteria: Kind.Criteria) async throws -> [Kind.Row] {
    try await Kind.storage.builtInRows(database, criteria)
  }
}

/// The built-in moves as list rows, narrowed by game and Pokémon in the query.
public typealias DatabaseMoveCatalog = DatabaseCatalog<Move>
/// The built-in abilities as list rows.
public typealias DatabaseAbilityCatalog = DatabaseCatalog<Ability>
/// The built-in items as list rows, and the berries'.
public typealias DatabaseItemCatalog = DatabaseCatalog<Item>

extension DatabaseCatalog: BerryCatalog where Kind == Item {
  public func berries() async throws -> [BerryRow] {
    try await database.berryRows()
  }
}
