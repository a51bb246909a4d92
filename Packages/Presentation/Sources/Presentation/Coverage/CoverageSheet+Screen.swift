import Domain

/// `pokecli coverage`: what a set of moves or types hits. Every type by the best the set
/// does to it; the pairs of types Pokémon have, counted by it, with those it does not hit
/// well named; then the fully evolved Pokémon that resist it all, abilities counted
/// ("with Levitate" where only some of the species have it).
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up.
extension CoverageSheet: Screen {
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    let attacks = self.attacks.map { attack in
      attack.moveName.map { "\(SafeText.clean($0)) (\(theme.name(of: attack.type)))" }
        ?? theme.name(of: attack.type)
    }
    var lines = Self.dotted(attacks, width: width)
      .map { theme.paint($0, as: .heading) }
    if let game = self.game {
      lines.append(theme.paint(TextLayout.truncate("As in " + theme.gamesName(game), to: width), as: .dim))
    }
    lines += HarmlessMoves.lines(self.harmless, theme: theme, width: width)
    lines += [""] + types(theme: theme, width: width)
    lines += [""] + pairs(theme: theme, width: width)
    lines += [""] + resisters(theme: theme, width: width)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each type under the best the set does to it.
  private func types(theme: Theme, width: Int) -> [String] {
    TextLayout.wrap("Each type, by the best it takes", width: width)
      .map { theme.paint($0, as: .heading) }
      + MultiplierRows.lines(
        Self.levels(of: self.types).map { level, types in
          (Double(level) / 100, types.map { theme.name(of: $0.types[0]) })
        }, commas: false, width: width, theme: theme)
  }

  /// How many pairs take each multiplier; those under ×1 by name.
  private func pairs(theme: Theme, width: Int) -> [String] {
    let title = "The \(self.pairs.count) pairs of types Pokémon have"
    let levels = Self.levels(of: self.pairs)
    let counts = levels.map { "\(MultiplierText.text(Double($0.percent) / 100)) \($0.items.count)" }
    var lines = TextLayout.wrap(title, width: width).map { theme.paint($0, as: .heading) }
    lines += Self.dotted(counts, width: width - 2).map { "  " + $0 }
    let resisted = levels.filter { $0.percent < 100 }
    guard !resisted.isEmpty else { return lines }
    lines += TextLayout.wrap("Under ×1:", width: width - 2).map { "  " + $0 }
    lines += MultiplierRows.lines(
      resisted.map { level, pairs in
        (Double(level) / 100, pairs.map { $0.types.map { theme.name(of: $0) }.joined(separator: "/") })
      }, commas: true, width: width, theme: theme)
    return lines
  }

  /// The fully evolved Pokémon that resist it all, under the most they take.
  private func resisters(theme: Theme, width: Int) -> [String] {
    let title =
      "Fully evolved Pokémon that resist it all: \(resistedBy.count) of \(fullyEvolvedCount)"
    var lines = TextLayout.wrap(title, width: width).map { theme.paint($0, as: .heading) }
    let levels = Set(self.resistedBy.map(\.multiplier)).sorted(by: >)
    lines += MultiplierRows.lines(
      levels.map { level in
        (level, self.resistedBy.filter { $0.multiplier == level }.map(Self.named))
      }, commas: true, width: width, theme: theme)
    let abilities = self.resistedBy.filter { !$0.abilities.isEmpty }
    guard !abilities.isEmpty else { return lines }
    // Said once below the names, only of the marks the list holds.
    var legend: [String] = []
    if abilities.contains(where: \.isEveryOne) {
      legend.append("(an ability): every one of them has it")
    }
    if abilities.contains(where: { !$0.isEveryOne }) {
      legend.append("(with an ability): only those that have it")
    }
    lines += TextLayout.wrap(legend.joined(separator: "; "), width: width)
      .map { theme.paint($0, as: .dim) }
    return lines
  }

  /// "Bronzong (with Levitate)" where only some have the ability, "Gengar (Levitate)"
  /// where every one does, "Empoleon" where its types resist.
  static func named(_ resister: Resister) -> String {
    let name = SafeText.clean(resister.displayName)
    guard !resister.abilities.isEmpty else { return name }
    let abilities = resister.abilities.map { SafeText.clean($0) }.joined(separator: " or ")
    return name + (resister.isEveryOne ? " (\(abilities))" : " (with \(abilities))")
  }

  /// `items` parted by " · ", in lines of at most `width` broken between items.
  static func dotted(_ items: [String], width: Int) -> [String] {
    let marked = items.enumerated().map { $1 + ($0 < items.count - 1 ? " ·" : "") }
    return MultiplierRows.wrap(marked, commas: false, width: width)
  }

  /// The rows grouped by their percentage, the highest first.
  static func levels(of rows: [TypeCoverage]) -> [(percent: Int, items: [TypeCoverage])] {
    Set(rows.map(\.percent)).sorted(by: >).map { level in
      (level, rows.filter { $0.percent == level })
    }
  }

  // MARK: - JSON

  public func document(hints: any Hints) -> any Encodable {
    func row(_ row: TypeCoverage) -> JSONObject {
      [
        "types": row.types.map(\.slug), "best": Double(row.percent) / 100,
        "by": row.attacks.map { self.attacks[$0].move ?? self.attacks[$0].type.slug },
      ]
    }
    return [
      "versionGroup": self.game?.slug,
      "attacks": self.attacks.map { attack in
        ["type": attack.type.slug, "move": attack.move, "moveName": attack.moveName] as JSONObject
      },
      "types": self.types.map(row),
      "pairs": self.pairs.map(row),
      "fullyEvolvedCount": self.fullyEvolvedCount,
      "resistedBy": self.resistedBy.map { resister in
        [
          "id": resister.pokemon.id, "name": resister.pokemon.name,
          "displayName": resister.displayName, "types": resister.types.map(\.slug),
          "multiplier": resister.multiplier, "abilities": resister.abilities,
          "isEveryOne": resister.isEveryOne,
        ] as JSONObject
      },
      "harmlessMoves": self.harmless,
    ] as JSONObject
  }
}
