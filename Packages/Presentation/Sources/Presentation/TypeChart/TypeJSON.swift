import Domain
/// Type matchups as JSON for scripts (docs/json.md).
enum TypeJSON {
  /// A type's card, or a pair's: each type's multiplier, attacking (one type only, else
  /// `null`) and defending.
  static func card(_ matchups: TypeMatchups) -> JSONObject {
    let chart = matchups.chart
    return [
      "types": matchups.types.map(\.slug), "generation": chart.generation,
      "introducedIn": matchups.introducedIn, "pokemonCount": matchups.pokemonCount,
      "moveCount": matchups.moveCount,
      "attacking": matchups.types.count == 1
        ? matchups.types.first.map { factors(chart.offense(of: $0)) } : nil,
      "defending": factors(chart.defense(of: matchups.types)),
    ]
  }

  /// The whole chart: `chart[attacker][defender]` is the multiplier.
  static func chart(_ chart: TypeChart) -> JSONObject {
    [
      "generation": chart.generation, "types": chart.types.map(\.slug),
      "chart": Dictionary(
        chart.types.map { ($0.slug, factors(chart.offense(of: $0))) },
        uniquingKeysWith: { first, _ in first }),
    ]
  }

  /// Type slug → multiplier.
  private static func factors(_ factors: [TypeFactor]) -> [String: Double] {
    Dictionary(
      factors.map { ($0.type.slug, TypeWords.multiplier($0.percent)) },
      uniquingKeysWith: { first, _ in first })
  }
}
