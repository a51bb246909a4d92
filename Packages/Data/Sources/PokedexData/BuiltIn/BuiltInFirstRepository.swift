import Domain
/// Entries of any kind (moves, abilities, items, natures): the built-in data first, the
/// network (through the cache) for what it does not hold, an entry newer than the data,
/// or every entry when the database cannot be read. A name the data does not know is not
/// asked for: the data is complete for its API, so the answer is "no such name", with
/// suggestions, and no request. The rule is `BuiltInFirst`'s; this is `Layered` for
/// `EntryRepository`, whose entry type a conformance of `Layered` cannot name.
public struct BuiltInFirstRepository<Entry: Codable & Hashable & Sendable>: EntryRepository {
  let sources: Layered<any EntryRepository<Entry>>

  public var kind: EntryKind { sources.builtIn.kind }

  /// The entries of `builtIn` first, then of `network`.
  public init(builtIn: any EntryRepository<Entry>, network: any EntryRepository<Entry>) {
    self.sources = Layered(builtIn: builtIn, network: network)
  }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    try await sources.answer { try await $0.entry(query) }
  }
}
