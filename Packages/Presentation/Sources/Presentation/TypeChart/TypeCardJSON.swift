import Domain
/// A type's card as JSON for scripts (docs/json.md).
public enum TypeCardJSON {
  struct Document: Encodable {
    let types: [String]
    let generation: OrNull<Int>
    let introducedIn: [OrNull<Int>]
    let pokemonCount: Int
    let moveCount: OrNull<Int>
    let attacking: [String: Double]?
    let defending: [String: Double]
  }

  /// `matchups` pretty-printed: each type's multiplier, attacking (one type only) and
  /// defending.
  public static func render(_ matchups: TypeMatchups) -> String {
    func table(_ factors: [TypeFactor]) -> [String: Double] {
      Dictionary(
        factors.map { ($0.type.slug, TypeWords.multiplier($0.percent)) },
        uniquingKeysWith: { first, _ in first })
    }
    let document = Document(
      types: matchups.types.map(\.slug), generation: OrNull(matchups.chart.generation),
      introducedIn: matchups.introducedIn.map(OrNull.init), pokemonCount: matchups.pokemonCount,
      moveCount: OrNull(matchups.moveCount),
      attacking: matchups.types.count == 1
        ? matchups.types.first.map { table(matchups.chart.offense(of: $0)) } : nil,
      defending: table(matchups.chart.defense(of: matchups.types)))
    return (JSONText.encode(document) ?? "{}") + "\n"
  }
}
