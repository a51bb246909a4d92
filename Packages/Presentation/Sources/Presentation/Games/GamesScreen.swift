import Domain

/// `pokecli games`: every game in release order, one a row, with its generation, its name
/// in the language shown, its slug, and its group's slug: each is what `--game` takes.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up;
/// the group's column is the first left out.
public struct GamesScreen: Screen {
  /// Every group, in release order.
  public var groups: [GameGroup]

  public init(_ groups: [GameGroup]) {
    self.groups = groups
  }

  /// The table, and what else `--game` takes.
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let columns: [FittedTable.Column] = [
      .left("Gen."), .left("Game"), .left("Slug"), .left("Group", keep: 1),
    ]
    let rows = groups.flatMap { group -> [[String]] in
      let generation = group.generation.map(Roman.numeral) ?? "—"
      // A source that names no group's games gives the group as its one game.
      let games = group.versions.isEmpty ? [group.slug] : group.versions
      return games.map { game in
        [generation, SafeText.clean(theme.gameName(game)), SafeText.clean(game),
          SafeText.clean(group.slug)]
      }
    }
    var lines = FittedTable(columns: columns, rows: rows, flexible: 1).lines(width: width)
    if let header = lines.first { lines[0] = theme.paint(header, as: .heading) }
    lines += TextLayout.wrap(
      "--game takes a game's slug, its group's, or its name in any language (Écarlate, 朱).",
      width: width
    ).map { theme.paint($0, as: .dim) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An array, in release order.
  public func document(hints: any Hints) -> any Encodable {
    groups.map {
      [
        "name": $0.slug, "generation": $0.generation, "games": $0.versions,
        "order": $0.order,
      ] as JSONObject
    }
  }
}
