/// A team of one to six Pokémon against every attacking type, and what the team hits:
/// what `pokecli team` shows.
public struct TeamSheet: Hashable, Sendable {
  /// The members, in the order given, each as in `game`.
  public var members: [PokemonSummary]
  /// The group of games they are as in; `nil` for today's.
  public var game: GameGroup?
  /// One row for each attacking type of the game's chart, in the chart's order.
  public var defense: [DefenseRow]
  /// One row for each defending type: the best the team's attacks do to it.
  public var offense: [OffenseRow]
  /// The types each member attacks with: its moves' (damaging ones) when given, else its
  /// own (the attacks it gets the same-type bonus on).
  public var attackTypes: [[PokemonType]]
  /// The moves given that do no damage (status moves: they hit no type), by display name:
  /// left out of what the team hits, and said so.
  public var harmless: [String] = []

  /// - Parameters:
  ///   - members: the Pokémon, each as in the same game (its types then); their type
  ///     defenses are worked out from `chart`, so a battle card, which may leave its own
  ///     out, is enough.
  ///   - attacks: for each member, its damaging moves (`AttackMatchup` weighs them:
  ///     Freeze-Dry hits Water ×2); `nil` for its types.
  ///   - chart: the type chart of the members' generation.
  public init(members: [Pokemon], attacks: [[CoverageAttack]?], chart: TypeChart) {
    self.members = members.map(\.summary)
    game = members.first?.asIn
    let generation = game?.generation
    // A type the chart lacks (over another API, one with no damage relations) is left
    // out of the product, as the card's own defenses leave it.
    let defenses = members.map { member in
      TypeDefenses(chart.defense(of: member.summary.types.filter(chart.types.contains))).multipliers
    }
    defense = chart.types.map { type in
      let cells = zip(members, defenses).map { member, defenses in
        DefenseCell(type, against: member, typesGive: defenses[type] ?? 1, generation: generation)
      }
      return DefenseRow(type: type, cells: cells)
    }
    let attacking = members.indices.map { index in
      (index < attacks.count ? attacks[index] : nil)
        ?? members[index].summary.types.map { CoverageAttack(type: $0) }
    }
    attackTypes = attacking.map { attacks in
      attacks.map(\.type).reduce(into: []) { types, type in
        if !types.contains(type) { types.append(type) }
      }
    }
    offense = chart.types.map { defender in
      var best = 0
      var by: [Int] = []
      for (member, attacks) in attacking.enumerated() {
        let factor =
          attacks.compactMap { AttackMatchup.percent($0, against: [defender], chart: chart) }
          .max() ?? 0
        if factor > best {
          best = factor
          by = [member]
        } else if factor == best {
          by.append(member)
        }
      }
      return OffenseRow(type: defender, bestPercent: best, members: best > 0 ? by : [])
    }
  }
}

/// What one attacking type does to every member.
public struct DefenseRow: Hashable, Sendable {
  public var type: PokemonType
  /// A cell per member, in the team's order.
  public var cells: [DefenseCell]

  /// How many members it hits super effectively, ×2 or more (counting what their
  /// abilities surely do; Dry Skin's ×1.25 is not).
  public var weak: Int { cells.filter { $0.multiplier >= 2 }.count }
  /// How many resist it or are immune.
  public var resisting: Int { cells.filter { $0.multiplier < 1 }.count }
  /// Whether it is a weakness the team shares: two or more members weak, none resisting.
  public var isShared: Bool { weak >= 2 && resisting == 0 }
}

/// What one attacking type does to one member.
public struct DefenseCell: Hashable, Sendable {
  /// The multiplier: its types', or where every ability it can have changes it alike (a
  /// Pokémon whose only ability is Levitate), that ability's.
  public var multiplier: Double
  /// The ability that decided `multiplier`, when one did (its display name).
  public var decidedBy: String?
  /// An ability only some of it have that would change it, and to what: "×0 with
  /// Levitate" beside a Gengar's ×2 where it may have another.
  public var unless: AbilityChange?

  /// An ability and the multiplier it makes.
  public struct AbilityChange: Hashable, Sendable {
    /// Its display name.
    public var ability: String
    public var multiplier: Double
  }

  /// - Parameter base: what `type` does to `pokemon`'s types, by the chart.
  init(_ type: PokemonType, against pokemon: Pokemon, typesGive base: Double, generation: Int?) {
    let changes = pokemon.abilities.map { ability in
      (
        name: ability.displayName,
        value: AbilityMatchups.multiplier(
          ability.name, attacking: type, typesGive: base, generation: generation)
      )
    }
    let changed = changes.compactMap { change in change.value.map { (change.name, $0) } }
    if let first = changed.first, changed.count == changes.count,
      changed.allSatisfy({ $0.1 == first.1 })
    {
      multiplier = first.1
      decidedBy = first.0
      unless = nil
    } else {
      multiplier = base
      decidedBy = nil
      unless = changed.first.map { AbilityChange(ability: $0.0, multiplier: $0.1) }
    }
  }
}

/// The best the team's attacks do to one defending type.
public struct OffenseRow: Hashable, Sendable {
  public var type: PokemonType
  /// The best factor, in percent (200 for super effective); 0 when nothing hits it.
  public var bestPercent: Int
  /// The members (their indices) whose attacks do that best; none when nothing hits it.
  public var members: [Int]
}
