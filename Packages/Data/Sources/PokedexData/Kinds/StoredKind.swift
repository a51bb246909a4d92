import Domain

/// A reference kind as Data stores it: its `storage`, one value saying where one entry
/// and the list rows come from, in the built-in database and over PokeAPI. Each kind
/// declares it once, in its own file (`Move+Stored.swift`); the database's entry
/// repository (`DatabaseEntryRepository`) and the app's composition root are written once
/// over it.
public protocol StoredKind: ReferenceKind, Translatable, SluggedEntry
where Row: Translatable, Criteria: SlugCriteria {
  /// Where the kind's entries and rows come from.
  static var storage: KindStorage<Self> { get }
  /// PokeAPI's id of the entry.
  var id: Int { get }
}

/// Where one reference kind's entries and rows come from: the built-in database's table
/// and reads, and the repositories over PokeAPI's documents.
public struct KindStorage<Kind: ReferenceKind>: Sendable
where Kind.Row: Translatable, Kind.Criteria: SlugCriteria {
  /// The built-in database's table of the kind's entries (`moves`): its `id` and
  /// `identifier` columns are what a name is looked up in.
  public let table: String
  /// Entry `id` as the built-in database holds it; `nil` when it holds none.
  let builtInEntry: @Sendable (PokedexDatabase, Int) async throws -> Kind?
  /// The rows the criteria may select in the built-in database (see
  /// `EntryCatalog.rows(for:)`).
  let builtInRows: @Sendable (PokedexDatabase, Kind.Criteria) async throws -> [Kind.Row]
  /// The entry a query names, from PokeAPI's documents.
  let remoteEntry: @Sendable (PokeAPIReader, EntryQuery) async throws -> Kind
  /// How one row is read from PokeAPI's documents, made once for a list (`RemoteCatalog`).
  let remoteRow: @Sendable (RemoteListSource) -> @Sendable (Int) async throws -> Kind.Row
  /// The slugs the criteria may select over PokeAPI: by default every entry's, from the
  /// list of names.
  var remoteSlugs: @Sendable (RemoteListSource, Kind.Criteria) async throws -> [ReferenceHit] = {
    source, _ in try await source.names.hits(of: Kind.entryKind)
  }
}

extension StoredKind {
  /// One entry of the kind from the built-in database.
  public static func builtInEntries(_ database: PokedexDatabase) -> any EntryRepository<Self> {
    DatabaseEntryRepository<Self>(database: database)
  }

  /// Every row of the kind in the built-in database.
  public static func builtInCatalog(_ database: PokedexDatabase) -> any EntryCatalog<Self> {
    DatabaseCatalog<Self>(database: database)
  }

  /// One entry of the kind from PokeAPI's documents.
  public static func remoteEntries(_ reader: PokeAPIReader) -> any EntryRepository<Self> {
    RemoteEntryRepository<Self>(reader: reader)
  }

  /// Every row of the kind from PokeAPI's documents.
  public static func remoteCatalog(_ source: RemoteListSource) -> any EntryCatalog<Self> {
    RemoteCatalog<Self>(source: source)
  }
}
