import Domain

/// `pokecli compare`: two to four Pokémon side by side, a column each: number, types,
/// abilities, generation, height, weight and egg groups; base stats with the highest of
/// each row marked ▲ and the total; Speed at levels 50 and 100, from uninvested to fully
/// invested; and every attacking type that does not hit them all ×1.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up; a name or a fact too long for its column is cut.
public struct CompareScreen: Screen {
  /// The Pokémon, in the order asked for, each as in `asIn` (the same game for all).
  public var pokemon: [Pokemon]

  public init(_ pokemon: [Pokemon]) {
    self.pokemon = pokemon
  }

  /// The levels whose Speed is shown.
  static let speedLevels = [50, 100]

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    var rows: [Row] = pokemon.first?.asIn.map { [.note("As in " + theme.gamesName($0))] } ?? []
    rows.append(.heading("", pokemon.map(\.summary.displayName)))
    rows += facts(theme: theme)
    rows.append(.blank)
    rows.append(.heading("Base stats", pokemon.map { _ in "" }))
    rows += stats(theme: theme)
    rows.append(.blank)
    rows.append(.heading("Type defenses", pokemon.map { _ in "" }))
    rows += defenses(theme: theme)
    return Row.lay(rows, theme: theme, width: width).joined(separator: "\n") + "\n"
  }

  // MARK: - Rows

  private func facts(theme: Theme) -> [Row] {
    var rows: [Row] = [
      .plain("No.", pokemon.map { PokemonListRenderer.numberText($0.summary.id) }),
      .plain("Types", pokemon.map { $0.summary.types.map(theme.name(of:)).joined(separator: " ") }),
    ]
    rows += Row.stacked("Abilities", pokemon.map { pokemon in
      pokemon.abilities.map { $0.displayName + ($0.isHidden ? " (hidden)" : "") }
    })
    rows.append(.plain("Generation", pokemon.map { $0.generation.map(Roman.numeral) ?? "—" }))
    rows.append(.plain("Height", pokemon.map { Measure.tenths($0.heightDecimetres) + " m" }))
    rows.append(.plain("Weight", pokemon.map { Measure.tenths($0.weightHectograms) + " kg" }))
    rows += Row.stacked("Egg groups", pokemon.map(\.profile.eggGroups))
    return rows
  }

  /// One row a stat in the games' order (the first Pokémon's), the highest marked, then
  /// the total and Speed at each level.
  private func stats(theme: Theme) -> [Row] {
    let names = pokemon.first?.stats.map(\.name) ?? []
    var rows = names.map { name -> Row in
      let values = pokemon.map { $0.stats.first { $0.name == name }?.value }
      return .plain(theme.label(of: BaseStat(name: name, value: 0)), Self.marked(values))
    }
    rows.append(.plain("Total", Self.marked(pokemon.map { Measure.total($0.stats.map(\.value)) })))
    for level in Self.speedLevels {
      rows.append(.plain("Speed at \(level)", pokemon.map { pokemon in
        guard let range = Self.speedRange(of: pokemon, level: level) else { return "—" }
        return "\(range.lowerBound)–\(range.upperBound)"
      }))
    }
    return rows
  }

  /// Every attacking type that hits some of them other than ×1, in the types' order.
  private func defenses(theme: Theme) -> [Row] {
    PokemonType.allKnown.compactMap { type -> Row? in
      let factors = pokemon.map { $0.typeDefenses.multipliers[type] ?? 1 }
      guard factors.contains(where: { $0 != 1 }) else { return nil }
      return .plain(theme.name(of: type), factors.map(MultiplierText.text))
    }
  }

  /// `values` as text, each of the highest marked ▲ when they are not all the same.
  static func marked(_ values: [Int?]) -> [String] {
    let known = values.compactMap { $0 }
    let highest = known.max()
    let marks = Set(known).count > 1
    return values.map { value in
      guard let value else { return "—" }
      return String(value) + (marks && value == highest ? " ▲" : "")
    }
  }

  /// Its Speed at `level` from 31 IVs, no EVs and a neutral nature to 31 IVs, the most
  /// EVs and a raising nature (DVs 15 and no to full stat experience in generations I
  /// and II); `nil` without a Speed stat.
  static func speedRange(of pokemon: Pokemon, level: Int) -> ClosedRange<Int>? {
    guard let base = pokemon.stats.first(where: { $0.name == "speed" })?.value else {
      return nil
    }
    let generation = pokemon.asIn?.generation
    let formula = StatFormula(generation: generation)
    let top = formula == .modern ? NatureEffect.raising : .neutral
    let lowest = formula.value(
      base: base, isHP: false, level: level, individual: formula.maxIndividual, effort: 0)
    let highest = formula.value(
      base: base, isHP: false, level: level, individual: formula.maxIndividual,
      effort: formula.maxEffort(generation: generation), nature: top)
    return lowest...highest
  }

  // MARK: - JSON

  /// The Pokémon as docs/json.md describes them, in the order asked for.
  public func document(hints: any Hints) -> any Encodable {
    [
      "versionGroup": pokemon.first?.asIn?.slug,
      "pokemon": pokemon.map { pokemon in
        PokemonJSON.row(pokemon.summary).merging([
          "generation": pokemon.generation,
          "heightMetres": Double(pokemon.heightDecimetres) / 10,
          "weightKilograms": Double(pokemon.weightHectograms) / 10,
          "eggGroups": pokemon.profile.eggGroups,
          "abilities": pokemon.abilities.map {
            ["name": $0.name, "displayName": $0.displayName, "isHidden": $0.isHidden]
              as JSONObject
          },
          "stats": pokemon.stats.map {
            ["name": $0.name, "label": $0.label, "value": $0.value] as JSONObject
          },
          "statTotal": Measure.total(pokemon.stats.map(\.value)),
          "speed": Self.speedLevels.map { level in
            let range = Self.speedRange(of: pokemon, level: level)
            return ["level": level, "lowest": range?.lowerBound, "highest": range?.upperBound]
              as JSONObject
          },
          "typeDefenses": Dictionary(
            pokemon.typeDefenses.multipliers.map { ($0.key.slug, $0.value) },
            uniquingKeysWith: { first, _ in first }),
        ])
      },
    ] as JSONObject
  }
}
