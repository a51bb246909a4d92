/// Values by a table's integer id, found by a binary search of the ids kept in order: what
/// a read's rows point to (tens to hundreds of games, ways, areas or Pokémon, and the
/// condition lists of up to thousands of encounters), looked up once for each of thousands
/// of rows. Hashing each id cost more than the search (Giant's Bed: 2,328 rows, five
/// look-ups each).
struct SortedIDs<Value> {
  /// The ids in ascending order, each once.
  private let ids: [Int]
  /// The value of each id, at its id's position.
  let values: [Value]

  /// The values of `pairs`; of two with one id (which a table's primary key rules out),
  /// the last, as a dictionary assigned them in turn would keep.
  init(_ pairs: [(id: Int, value: Value)]) {
    // `sorted` is stable: the pairs of one id stay in their order, the last last.
    let sorted = pairs.sorted { $0.id < $1.id }
    var ids: [Int] = []
    var values: [Value] = []
    ids.reserveCapacity(sorted.count)
    values.reserveCapacity(sorted.count)
    for pair in sorted {
      if pair.id == ids.last {
        values[values.count - 1] = pair.value
      } else {
        ids.append(pair.id)
        values.append(pair.value)
      }
    }
    self.ids = ids
    self.values = values
  }

  /// The value of `id`; `nil` when it has none.
  subscript(id: Int) -> Value? {
    position(of: id).map { values[$0] }
  }

  /// Where `id`'s value stands in `values`; `nil` when it has none. A read of thousands of
  /// rows takes each row's fields from `values` there, not a copy of the whole value a row.
  func position(of id: Int) -> Int? {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = low + (high - low) / 2
      if ids[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < ids.count && ids[low] == id ? low : nil
  }
}
