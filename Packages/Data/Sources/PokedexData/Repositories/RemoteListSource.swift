import Domain
/// What a list read over another API stands on (`moves`, `abilities`, `items`,
/// `berries`): the reader, the cached list of every name of a kind (shared with `find`),
/// the cache of lists kept whole, and the shelf each row is kept on.
public struct RemoteListSource: Sendable {
  let reader: PokeAPIReader
  let names: RemoteTables
  let cache: ReferenceCache?
  let shelf: CacheShelf?
  /// The language rows are named in.
  let language: String

  /// Without `storage` (tests over the corpus) nothing is kept.
  public init(
    reader: PokeAPIReader, cache: ReferenceCache?, storage: (any DocumentStorage)?,
    policy: CachePolicy, language: String = "en",
    onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.language = language
    self.reader = reader
    self.names = RemoteTables(reader: reader, cache: cache)
    self.cache = cache
    self.shelf = storage.map { CacheShelf(storage: $0, policy: policy, onEvent: onEvent) }
  }

  /// The rows of `kind`, each fetched by `fetch` and kept on the shelf.
  func rows<Row: Codable & Sendable & Translatable>(
    of kind: EntryKind, fetch: @escaping @Sendable (Int) async throws -> Row
  ) -> CachedRows<Row> {
    CachedRows(kind: kind, shelf: shelf, language: language, fetch: fetch)
  }
}
