import Domain
import Foundation
import PokedexTesting
import Presentation

/// Browsers and their states for reducer, key and screen tests: a list of 100 numbered
/// Pokémon (`P1`…`P100`, id = number) paged by 30, whose loads wait on a test clock when
/// given one.
enum BrowserFixtures {
  static let total = 100
  static let pageSize = 30

  /// Rows `P(offset+1)`… for `request`, as the loader answers it.
  static func page(_ request: PageRequest, total: Int = total) -> Page<PokemonSummary> {
    let first = request.offset + 1
    let last = min(total, request.offset + request.limit)
    let items = first <= last ? SampleRows.numbered(first...last) : []
    return Page(items: items, offset: request.offset, limit: request.limit, totalCount: total)
  }

  /// A browser whose list and card load from memory, after `delay` on `clock` when given.
  static func browser(
    clock: TestClock = TestClock(),
    delay: Duration? = nil,
    loadPage: (@Sendable (PageRequest) async throws -> Page<PokemonSummary>)? = nil,
    searchPage: @escaping @Sendable ([String], PageRequest) async throws
      -> Page<PokemonSummary> = { _, request in page(request, total: 3) },
    suggest: @escaping @Sendable ([String]) async -> [String] = { _ in ["pikachu"] },
    toggle: @escaping @Sendable (PokemonSummary) async throws -> Set<Int> = { [$0.id] },
    searchDebounce: Duration? = Browser.debounce,
    speedTiers: (@Sendable (EntryQuery) async throws -> SpeedTiers)? = nil
  ) -> Browser {
    let waited: @Sendable (PageRequest) async throws -> Page<PokemonSummary> = { request in
      if let delay { try await clock.sleep(for: delay) }
      return page(request)
    }
    return Browser(
      list: PokemonList(loadPage: loadPage ?? waited),
      detail: PokemonDetail { _ in SampleCards.pikachu },
      searchPage: searchPage, suggest: suggest, toggleFavorite: toggle, clock: clock,
      searchDebounce: searchDebounce, speedTiers: speedTiers)
  }

  /// A browser on an 80 × 12 terminal (10 rows on screen) with `rows` rows loaded.
  static func loaded(rows: Int, size: TerminalSize = TerminalSize(columns: 80, rows: 12))
    -> Browser.State
  {
    let request = PageRequest(offset: 0, limit: pageSize)
    let last = page(PageRequest(offset: max(0, rows - pageSize), limit: pageSize))
    return Browser.State(
      list: PokemonList.State(
        firstPage: request, rows: SampleRows.numbered(1...rows), totalCount: total,
        status: .loaded(last)),
      size: size)
  }

  /// Rows numbered `range`.
  static func rows(_ range: ClosedRange<Int>) -> [PokemonSummary] {
    SampleRows.numbered(range)
  }
}

/// Values written to from effects and read by the test.
final class Recorded<Value: Sendable>: @unchecked Sendable {
  // Read and written under `lock`.
  private let lock = NSLock()
  private var values: [Value] = []

  func append(_ value: Value) { lock.withLock { values.append(value) } }
  var all: [Value] { lock.withLock { values } }
}
