import Domain
/// The Pokémon list's order (`s`): by number, by name, by base-stat total or by each
/// stat, the list loaded again in the new order and the value it is sorted by shown in a
/// column of its own.
extension Browser {
  /// Where the Pokémon list comes from in an order other than its own, and the values a
  /// row is sorted by.
  public struct PokemonOrder: Sendable {
    /// A page of the list in `sort`'s order.
    public var page: @Sendable (PokemonSort, PageRequest) async throws -> Page<PokemonSummary>
    /// The value each row is sorted by (a stat, the total), by id.
    public var values: @Sendable (PokemonSort, [PokemonSummary]) async throws -> [Int: Int]

    public init(
      page: @escaping @Sendable (PokemonSort, PageRequest) async throws -> Page<PokemonSummary>,
      values: @escaping @Sendable (PokemonSort, [PokemonSummary]) async throws -> [Int: Int]
    ) {
      self.page = page
      self.values = values
    }
  }

  /// The list's reducer in the order shown.
  func pokemonList(in state: State) -> PokemonList {
    guard state.pokemonSort != .number, let order else { return list }
    let sort = state.pokemonSort
    return PokemonList(loadID: list.loadID) { try await order.page(sort, $0) }
  }

  /// Loads the list again in the next order, from its first row, the rows before shown
  /// until it lands; a search is dropped.
  func cycleOrder(in state: inout State) -> Effect<Action> {
    let sorts = state.pokemonSorts
    guard !sorts.isEmpty else { return .none }
    let index = sorts.firstIndex(of: state.pokemonSort).map { ($0 + 1) % sorts.count } ?? 0
    state.pokemonSort = sorts[index]
    state.sortValues = [:]
    state.search = nil
    state.listCursor = Cursor()
    let old = state.list
    var reordered = PokemonList.State(
      firstPage: old.firstPage, favorites: state.favorites, emptyReason: old.emptyReason)
    // The rows on screen stay until the first page in the new order lands: no frame
    // blanks while a stat order is read.
    if !old.rows.isEmpty {
      reordered.rows = old.rows
      reordered.isStale = true
    }
    state.list = reordered
    return .merge(.cancel(id: SearchID()), reduceList(into: &state, .task))
  }

  /// After a page of the list in a stat's order: the values of its rows, for the column.
  func loadValues(of page: Page<PokemonSummary>, in state: State) -> Effect<Action> {
    let sort = state.pokemonSort
    guard sort.comparesStats, let order, !page.items.isEmpty else { return .none }
    return .load({ try await order.values(sort, page.items) }) { result in
      Action.sortValuesLoaded(sort, (try? result.get()) ?? [:])
    }
  }
}
