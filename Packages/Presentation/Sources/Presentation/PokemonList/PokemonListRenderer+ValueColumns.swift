import Domain

extension PokemonListRenderer {
  /// The columns a page shows after the types: the base stats its rows carry
  /// (`PokemonSummary.stats`, which a query's stat terms and sort ask for), numbers
  /// right-aligned under Showdown's short names; then what each attacking type a query's
  /// matchup terms name does to the row (`PokemonSummary.matchups`), left-aligned: `×4`,
  /// `×½`, or `×0 Levitate` where an ability decides it.
  struct ValueColumns {
    /// What a column shows.
    enum Value: Equatable {
      case stat(PokemonSort)
      case matchup(PokemonType)
    }

    /// The stat columns a page can show, in the games' order, the total last.
    static let statOrder: [(sort: PokemonSort, header: String)] = PokemonSort.statsInGameOrder.map {
      ($0, $0.statName.map(DamageDescription.shortName) ?? "BST")
    }

    let columns: [(value: Value, header: String, width: Int)]

    /// No column.
    static let none = ValueColumns(columns: [])

    private init(columns: [(value: Value, header: String, width: Int)]) {
      self.columns = columns
    }

    /// The columns `rows` carry values for, a matchup's headed by its type's name in the
    /// language `theme` speaks.
    init(rows: [PokemonSummary], theme: Theme) {
      var types: [PokemonType] = []
      for value in rows.flatMap({ $0.matchups ?? [] }) where !types.contains(value.type) {
        types.append(value.type)
      }
      let values = Self.statOrder.map { Value.stat($0.sort) } + types.map(Value.matchup)
      columns = values.compactMap { value in
        let cells = rows.compactMap { Self.cell(value, of: $0) }
        guard !cells.isEmpty else { return nil }
        let header = Self.header(value, theme: theme)
        let widest = cells.map(TextLayout.width).max() ?? 0
        return (value, header, max(TextLayout.width(header), widest))
      }
    }

    private static func header(_ value: Value, theme: Theme) -> String {
      switch value {
      case .stat(let sort): return statOrder.first { $0.sort == sort }?.header ?? sort.rawValue
      case .matchup(let type): return "vs " + SafeText.clean(theme.name(of: type))
      }
    }

    /// What `row` shows under `value`; `nil` when it carries none.
    private static func cell(_ value: Value, of row: PokemonSummary) -> String? {
      switch value {
      case .stat(let sort):
        return row.stats?[sort.rawValue].map(String.init)
      case .matchup(let type):
        guard let matchup = row.matchups?.first(where: { $0.type == type }) else { return nil }
        let multiplier = MultiplierText.text(matchup.multiplier)
        return matchup.ability.map { multiplier + " " + DisplayName.titleCased(SafeText.clean($0)) }
          ?? multiplier
      }
    }

    /// The width the columns take, gaps included.
    var width: Int { columns.reduce(0) { $0 + gap.count + $1.width } }

    /// The headers, each after a gap.
    var heading: String {
      Self.line(columns.map { ($0.value, $0.header, $0.width) })
    }

    /// `row`'s values, each after a gap; `–` for one it lacks.
    func cells(_ row: PokemonSummary) -> String {
      Self.line(columns.map { ($0.value, Self.cell($0.value, of: row) ?? "–", $0.width) })
    }

    /// Texts in their columns, numbers to the right and matchups to the left, without the
    /// spaces a left-aligned last column would leave at the end.
    private static func line(_ texts: [(value: Value, text: String, width: Int)]) -> String {
      var line = Substring(texts.map { value, text, width in
        if case .matchup = value { return gap + TextLayout.padRight(text, to: width) }
        return gap + TextLayout.padLeft(text, to: width)
      }.joined())
      while line.hasSuffix(" ") { line = line.dropLast() }
      return String(line)
    }
  }
}
