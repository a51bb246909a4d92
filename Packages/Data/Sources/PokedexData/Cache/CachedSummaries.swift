import Domain
/// The list rows a page needs, sorted into what the cache has and what must be fetched.
struct CachedSummaries {
  private let entries: [PokemonIndexEntry]
  private var found: [Int: PokemonSummary] = [:]
  private var stale: [Int: (summary: PokemonSummary, age: TimeInterval)] = [:]
  /// The rows missing from the cache or stale in it.
  private(set) var wanted: [PokemonIndexEntry] = []

  init(entries: [PokemonIndexEntry], shelf: CacheShelf) {
    self.entries = entries
    for entry in entries {
      guard let key = try? CacheKeys.summary(entry.id) else {
        wanted.append(entry)
        continue
      }
      switch shelf.lookup(PokemonSummary.self, key) {
      case .fresh(let summary): found[entry.id] = summary
      case .stale(let summary, let age):
        stale[entry.id] = (summary, age)
        wanted.append(entry)
      case .missing: wanted.append(entry)
      }
    }
  }

  /// Every row, in the entries' order.
  var inOrder: [PokemonSummary] { entries.compactMap { found[$0.id] } }

  /// Fetches the wanted summaries; stale ones stand in when PokeAPI cannot be reached or
  /// pokecli works offline, missing ones cannot.
  ///
  /// Each summary is fetched and cached on its own, so one that fails loses none of the
  /// others: the next run pays only for what is still missing.
  mutating func fetchWanted(from remote: any PokemonRepository, shelf: CacheShelf) async throws {
    if shelf.policy.isOffline {
      let missing = wanted.filter { stale[$0.id] == nil }
      guard missing.isEmpty else { throw notCached(missing) }
      useStale()
      return
    }
    let failures = await fetchEach(from: remote, shelf: shelf)
    guard let first = wanted.lazy.compactMap({ failures[$0.id] }).first else { return }
    let failedMissing = failures.keys.filter { stale[$0] == nil }
    guard failedMissing.isEmpty, first.isNetworkFailure else { throw first }
    let oldest = failures.keys.compactMap { stale[$0]?.age }.max() ?? 0
    shelf.onEvent(.servedStale(
      subject: .summaries(failures.keys.sorted()), age: oldest, because: first))
    useStale()
  }

  /// Fetches every wanted summary side by side, keeping and caching each that arrives;
  /// returns why the others failed.
  private mutating func fetchEach(
    from remote: any PokemonRepository, shelf: CacheShelf
  ) async -> [Int: PokedexError] {
    let results = await withTaskGroup(
      of: (Int, Result<PokemonSummary, PokedexError>).self,
      returning: [(Int, Result<PokemonSummary, PokedexError>)].self
    ) { [wanted] group in
      for entry in wanted {
        group.addTask {
          do {
            guard let summary = try await remote.summaries([entry]).first else {
              throw PokedexError.unexpected(reason: "no summary for #\(entry.id)")
            }
            if let key = try? CacheKeys.summary(summary.id) { shelf.put(summary, key) }
            return (entry.id, .success(summary))
          } catch {
            return (entry.id, .failure(PokedexError(error)))
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    var failures: [Int: PokedexError] = [:]
    for (id, result) in results {
      switch result {
      case .success(let summary): found[id] = summary
      case .failure(let error): failures[id] = error
      }
    }
    return failures
  }

  /// Fills every summary still not found from its stale copy.
  private mutating func useStale() {
    for (id, entry) in stale where found[id] == nil { found[id] = entry.summary }
  }

  private func notCached(_ missing: [PokemonIndexEntry]) -> PokedexError {
    .notCached(.summaries(missing.map(\.id)))
  }
}
