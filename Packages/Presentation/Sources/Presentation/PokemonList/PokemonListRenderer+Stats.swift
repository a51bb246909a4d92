import Domain

extension PokemonListRenderer {
  /// The columns a page shows after the types: the base stats its rows carry
  /// (`PokemonSummary.stats`, which a query's stat terms and sort ask for), numbers
  /// right-aligned under Showdown's short names; then what each attacking type a query's
  /// matchup terms name does to the row (`PokemonSummary.matchups`): `×4`, `×½`, or `×0
  /// Levitate` where an ability decides it.
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

    /// The columns `rows` carry values for, a matchup's headed by its type's name in the
    /// language `theme` speaks.
    init(rows: [PokemonSummary], theme: Theme) {
      let stats: [(key: String, header: String, width: Int)] = Self.order.compactMap { sort, header in
        let values = rows.compactMap { $0.stats?[sort.rawValue] }
        guard !values.isEmpty else { return nil }
        let widest = values.map { String($0).count }.max() ?? 0
        return (sort.rawValue, header, max(header.count, widest))
      }
      var types: [PokemonType] = []
      for value in rows.flatMap({ $0.matchups ?? [] }) where !types.contains(value.type) {
        types.append(value.type)
      }
      let matchups: [(key: String, header: String, width: Int)] = types.map { type in
        let header = "vs " + SafeText.clean(theme.name(of: type))
        let widest = rows.map { TextLayout.width(Self.matchup(type, of: $0) ?? "") }.max() ?? 0
        return (Self.matchupKey + type.slug, header, max(TextLayout.width(header), widest))
      }
      columns = stats + matchups
    }

    /// What marks a matchup column's key apart from a stat's.
    private static let matchupKey = "vs:"

    /// What `type` does to `row`, as its cell writes it.
    private static func matchup(_ type: PokemonType, of row: PokemonSummary) -> String? {
      guard let value = row.matchups?.first(where: { $0.type == type }) else { return nil }
      let multiplier = MultiplierText.text(value.multiplier)
      return value.ability.map { multiplier + " " + DisplayName.titleCased(SafeText.clean($0)) } ?? multiplier
    }

    /// The width the columns take, gaps included.
    var width: Int { columns.reduce(0) { $0 + gap.count + $1.width } }

    /// The headers, each after a gap.
    var heading: String {
      Self.trimmed(columns.map { column in
        gap + (column.key.hasPrefix(Self.matchupKey)
          ? TextLayout.padRight(column.header, to: column.width)
          : TextLayout.padLeft(column.header, to: column.width))
      }.joined())
    }

    /// `text` without the spaces a left-aligned last column leaves at its end.
    private static func trimmed(_ text: String) -> String {
      var trimmed = Substring(text)
      while trimmed.hasSuffix(" ") { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }

    /// `row`'s values, each after a gap; `–` for one it lacks.
    func cells(_ row: PokemonSummary) -> String {
      Self.trimmed(columns.map { column in
        guard column.key.hasPrefix(Self.matchupKey) else {
          return gap + TextLayout.padLeft(row.stats?[column.key].map(String.init) ?? "–", to: column.width)
        }
        let slug = String(column.key.dropFirst(Self.matchupKey.count))
        return gap + TextLayout.padRight(Self.matchup(PokemonType(slug: slug), of: row) ?? "–", to: column.width)
      }.joined())
    }
  }
}
