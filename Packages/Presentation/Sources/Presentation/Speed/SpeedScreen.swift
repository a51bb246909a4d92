import Domain

/// `pokecli speed`: a Pokémon's Speed at a level uninvested, invested and at its fastest;
/// then, against every fully evolved Pokémon at its fastest, how many it outspeeds as it
/// is, at +1 or with a Choice Scarf, under Tailwind and at −1, with the nearest ones above
/// and below each.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up. The other Pokémon are named in the language shown.
public struct SpeedScreen: Screen {
  public var tiers: SpeedTiers

  public init(_ tiers: SpeedTiers) {
    self.tiers = tiers
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    var lines = [theme.title(tiers.pokemon.displayName, width: width)]
    var facts = ["Base Speed \(tiers.baseSpeed)", "level \(tiers.level)"]
    if let game = tiers.game { facts.append("as in \(theme.gamesName(game))") }
    lines += TextLayout.pack(facts, separator: " · ", width: width)
    let training = tiers.formula == .gameBoy
      ? ["Uninvested \(tiers.uninvested)", "full stat experience \(tiers.fastest)"]
      : [
        "Uninvested \(tiers.uninvested)", "252 EVs \(tiers.invested)",
        "252 EVs and a raising nature \(tiers.fastest)",
      ]
    lines += TextLayout.pack(training, separator: " · ", width: width)
    lines.append("")
    let among = "Against \(tiers.rivals.count) other fully evolved Pokémon, each at its fastest:"
    lines += TextLayout.wrap(among, width: width)
    for scenario in tiers.scenarios {
      lines.append("")
      let headline = Self.headline(
        scenario, of: tiers.rivals.count, generation: tiers.game?.generation)
      lines += TextLayout.wrap(headline, width: width)
        .map { theme.paint($0, as: .heading) }
      let around = [("slower than ", scenario.justAbove), ("faster than ", scenario.justBelow)]
      for (words, rivals) in around where !rivals.isEmpty {
        lines += TextLayout.wrap(words + Self.names(rivals), width: width - 2).map { "  " + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "At +1 or with a Choice Scarf: 499, faster than 510 of 540 (2 ties)".
  static func headline(
    _ scenario: SpeedTiers.Scenario, of count: Int, generation: Int?
  ) -> String {
    let ties = scenario.ties > 0 ? " (\(scenario.ties) tie\(scenario.ties == 1 ? "" : "s"))" : ""
    return "\(label(scenario.change, generation: generation)): \(scenario.speed), faster than "
      + "\(scenario.outspeeds) of \(count)\(ties)"
  }

  /// The change's words; the Choice Scarf only from generation IV, which brought it.
  static func label(_ change: SpeedTiers.Change, generation: Int?) -> String {
    switch change {
    case .none: return "At its fastest"
    case .plusOne:
      return (generation ?? 9) >= 4 ? "At +1 or with a Choice Scarf" : "At +1"
    case .tailwind: return "Under Tailwind"
    case .minusOne: return "At −1"
    }
  }

  /// "Dragapult 421, Regieleki 548": each rival's name and its Speed.
  static func names(_ rivals: [SpeedTiers.Rival]) -> String {
    rivals.map { "\(SafeText.clean($0.displayName)) \($0.speed)" }.joined(separator: ", ")
  }

  public func document(hints: any Hints) -> any Encodable {
    func rival(_ rival: SpeedTiers.Rival) -> JSONObject {
      [
        "id": rival.pokemon.id, "name": rival.pokemon.name, "displayName": rival.displayName,
        "baseSpeed": rival.baseSpeed, "speed": rival.speed,
      ]
    }
    return [
      "pokemon": PokemonJSON.row(tiers.pokemon),
      "versionGroup": tiers.game?.slug,
      "formula": tiers.formula.rawValue,
      "level": tiers.level,
      "baseSpeed": tiers.baseSpeed,
      "uninvested": tiers.uninvested, "invested": tiers.invested, "fastest": tiers.fastest,
      "rivalCount": tiers.rivals.count,
      "scenarios": tiers.scenarios.map { scenario in
        [
          "change": scenario.change.rawValue, "speed": scenario.speed,
          "outspeeds": scenario.outspeeds, "ties": scenario.ties,
          "justAbove": scenario.justAbove.map(rival), "justBelow": scenario.justBelow.map(rival),
        ] as JSONObject
      },
    ] as JSONObject
  }
}
