/// The names of one kind's entries, found by name or number as `EntryRepository.entry(_:)`
/// finds the entries: for a use case that needs an entry's name and nothing more (the
/// abilities and items a damage calculation names), which a source may answer without
/// reading the entry whole (the built-in data reads one row of it).
///
/// Implementations throw `PokedexError` as `EntryRepository` does.
public protocol EntryNameRepository: Sendable {
  /// The slug and shown name of the entry `query` names.
  /// - Throws: as `EntryRepository.entry(_:)`: `entryNotFound` with the closest names,
  ///   `notCached` when another source may hold it.
  func name(_ query: EntryQuery) async throws -> NamedSlug
}

/// The names of the entries a repository reads whole: how any source of entries answers
/// names when it has no cheaper way (PokeAPI's documents, the cache).
public struct WholeEntryNames<Entry: Codable & Hashable & Sendable & SluggedEntry>: EntryNameRepository {
  private let entries: any EntryRepository<Entry>

  /// The names of `entries`' entries.
  public init(_ entries: any EntryRepository<Entry>) {
    self.entries = entries
  }

  public func name(_ query: EntryQuery) async throws -> NamedSlug {
    try await entries.entry(query).named
  }
}
