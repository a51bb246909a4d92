/// Finds the names closest to a misspelt one, for "did you mean …?".
public enum NameSuggestions {
  /// Up to `limit` of `names` within a small edit distance of `query`, closest first;
  /// none when nothing is close. Distances count insertions, deletions, substitutions
  /// and swaps of neighbours (Damerau–Levenshtein, optimal string alignment). Names
  /// that are `query` and more words (`nidoran` → `nidoran-f`, `nidoran-m`) come first,
  /// all of them when there are no more than `limit`.
  public static func closest(to query: String, in names: [String], limit: Int = 3) -> [String] {
    let target = Array(query)
    let allowed = max(1, min(3, target.count / 3))
    let scored = Set(names).compactMap { name -> (name: String, distance: Int)? in
      if !query.isEmpty, name.hasPrefix(query + "-") { return (name, -1) }
      guard abs(name.count - target.count) <= allowed else { return nil }
      let distance = editDistance(target, Array(name), atMost: allowed)
      return distance <= allowed ? (name, distance) : nil
    }
    return scored.sorted {
      ($0.distance, $0.name.count, $0.name) < ($1.distance, $1.name.count, $1.name)
    }.prefix(limit).map(\.name)
  }

  /// The optimal-string-alignment distance between two strings; once every way of
  /// aligning them is past `atMost`, some distance past it (the rest is not worked out:
  /// among 60,000 names of the same length a lookup would otherwise cost minutes).
  static func editDistance<Element: Equatable>(
    _ a: [Element], _ b: [Element], atMost limit: Int = .max
  ) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      // A distance never shrinks from one row to the next but through a swap, which
      // reaches back one row more: past the limit in two rows running, it stays past.
      if i > 1, let lowest = current.min(), lowest > limit, let before = previous.min(),
        before > limit
      {
        return lowest
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
