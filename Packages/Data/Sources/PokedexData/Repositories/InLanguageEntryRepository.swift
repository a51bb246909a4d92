import Domain
/// Answers another repository's entries in one language: the cache under it keeps every
/// language an entry's documents speak (`Translatable`), so an entry cached in one run
/// answers in any language in the next without a request. Entries of the built-in data
/// are read in the language already, and pass as they are.
public struct InLanguageEntryRepository<Entry: Codable & Hashable & Translatable>: EntryRepository {
  let base: any EntryRepository<Entry>
  /// PokeAPI's code of the language (`en`, `fr`).
  let language: String
  /// What the entry's documents do not name, named in the language (a nature's stats).
  let finish: @Sendable (Entry) -> Entry

  public var kind: EntryKind { base.kind }

  public init(
    base: any EntryRepository<Entry>, language: String,
    finish: @escaping @Sendable (Entry) -> Entry = { $0 }
  ) {
    self.base = base
    self.language = language
    self.finish = finish
  }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    finish(try await base.entry(query).shown(in: language))
  }
}
