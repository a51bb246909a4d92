import Domain

extension PokemonListRenderer {
  /// The base stat columns a page shows after the types: those its rows carry
  /// (`PokemonSummary.stats`, which a query's stat terms and sort ask for), numbers
  /// right-aligned under Showdown's short names.
  struct StatColumns {
    /// The columns a page shows in the games' order, the total last.
    static let order: [(sort: PokemonSort, header: String)] = PokemonSort.statsInGameOrder.map {
      ($0, $0.statName.map(DamageDescription.shortName) ?? "BST")
    }

    let columns: [(key: String, header: String, width: Int)]

    /// No column.
    static let none = StatColumns(columns: [])

    private init(columns: [(key: String, header: String, width: Int)]) {
      self.columns = columns
    }

    /// The columns `rows` carry values for.
    init(rows: [PokemonSummary]) {
      columns = Self.order.compactMap { sort, header in
        let values = rows.compactMap { $0.stats?[sort.rawValue] }
        guard !values.isEmpty else { return nil }
        let widest = values.map { String($0).count }.max() ?? 0
        return (sort.rawValue, header, max(header.count, widest))
      }
    }

    /// The width the columns take, gaps included.
    var width: Int { columns.reduce(0) { $0 + gap.count + $1.width } }

    /// The headers, each after a gap.
    var heading: String {
      columns.map { gap + TextLayout.padLeft($0.header, to: $0.width) }.joined()
    }

    /// `row`'s values, each after a gap; `–` for one it lacks.
    func cells(_ row: PokemonSummary) -> String {
      columns.map { column in
        gap + TextLayout.padLeft(row.stats?[column.key].map(String.init) ?? "–", to: column.width)
      }.joined()
    }
  }
}
