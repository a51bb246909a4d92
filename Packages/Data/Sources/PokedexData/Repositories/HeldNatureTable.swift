import Domain
/// One nature from the table of natures the cache already holds (`every/nature`, written
/// by `pokecli nature` over another API): no request, offline too. When the cache does
/// not hold the table it throws `notCached`, so `BuiltInFirstRepository` asks the next
/// source (the nature's own document, through the cache).
public struct HeldNatureTable: EntryRepository {
  let cache: ReferenceCache

  public init(cache: ReferenceCache) {
    self.cache = cache
  }

  public var kind: EntryKind { .nature }

  public func entry(_ query: EntryQuery) async throws -> Nature {
    guard let table = cache.held([Nature].self, of: .nature) else {
      throw PokedexError.notCached(.every(.nature))
    }
    // The table is every nature, so a name it lacks is no nature: no request is made.
    return try Nature.named(query, in: table)
  }
}
