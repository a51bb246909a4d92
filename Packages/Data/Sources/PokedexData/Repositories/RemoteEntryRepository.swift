import Domain

/// One stored kind's entries from PokeAPI's documents, behind Domain's `EntryRepository`:
/// the kind gives only how one entry is read (`KindStorage.remoteEntry`, a function of
/// `PokeAPIReader` in the kind's own file, `Kinds/Move+Stored.swift`); a name PokeAPI
/// does not know is looked up in the list of every name of the kind there
/// (`PokeAPIReader.entryDocument`).
public struct RemoteEntryRepository<Entry: StoredKind>: EntryRepository {
  let reader: PokeAPIReader

  public init(reader: PokeAPIReader) {
    self.reader = reader
  }

  public var kind: EntryKind { Entry.entryKind }

  /// - Throws: `PokedexError.invalidResponse`, before anything is cached, when the
  ///   answer is another entry than the one asked for (`PokeAPIReader.answer`).
  public func entry(_ query: EntryQuery) async throws -> Entry {
    try await Entry.storage.remoteEntry(reader, query)
  }
}

/// Moves from PokeAPI itself (`PokeAPIReader.move`).
public typealias RemoteMoveRepository = RemoteEntryRepository<Move>
/// Abilities from PokeAPI itself (`PokeAPIReader.ability`).
public typealias RemoteAbilityRepository = RemoteEntryRepository<Ability>
/// Items from PokeAPI itself, berries included (`PokeAPIReader.item`).
public typealias RemoteItemRepository = RemoteEntryRepository<Item>
