/// Where entries of one kind come from, by name or number: moves today, and each kind
/// after them. One protocol for every kind, so the cache over a kind
/// (`CachedEntryRepository`) and the rule "built-in data first" (`BuiltInFirstRepository`)
/// are written once, not once per kind.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol EntryRepository<Entry>: Sendable {
  /// What one entry is (`Move`).
  associatedtype Entry: Codable & Hashable & Sendable

  /// The kind of entry, for messages and cache keys.
  var kind: EntryKind { get }

  /// Everything about the entry `query` names.
  /// - Throws: `PokedexError.entryNotFound(kind, query, suggestions:)` with the closest
  ///   names when none matches; `notCached` when the source does not hold it but another
  ///   may (a number newer than the built-in data).
  func entry(_ query: EntryQuery) async throws -> Entry
}
