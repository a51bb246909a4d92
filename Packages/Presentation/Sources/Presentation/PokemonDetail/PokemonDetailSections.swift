import Domain
import Foundation

/// The sections of a Pokémon's card, each a list of lines no wider than `width`.
struct PokemonDetailSections {
  let pokemon: Pokemon
  let game: String?
  let isFavorite: Bool
  let theme: Theme
  let width: Int
  /// How to say the command that shows each other form.
  let hints: any Hints

  /// Every section in reading order, separated by blank lines.
  var all: [String] {
    let sections = [header, abilities, stats, defenses, entry, evolution, forms]
    return sections.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
      .joined(separator: "\n\n").components(separatedBy: "\n")
  }

  /// Content lines are indented under their section title.
  static let indent = "  "

  // MARK: - Header

  var header: [String] {
    let summary = pokemon.summary
    let title = PokemonListRenderer.numberText(summary.id) + "  " + summary.displayName
      + (isFavorite ? " " + theme.favoriteMark : "")
    let badges = theme.typeBadges(summary.types)
    var lines: [String]
    let titleWidth = TextLayout.width(title)
    if titleWidth + 2 + theme.typeBadgesWidth(summary.types) <= width {
      lines = [theme.paint(title, as: .heading) + "  " + badges]
    } else {
      lines = [theme.paint(TextLayout.truncate(title, to: width), as: .heading)]
      if theme.typeBadgesWidth(summary.types) <= width { lines.append(badges) }
    }
    var facts = [pokemon.genus, pokemon.generation.map { "Generation \(Roman.numeral($0))" }]
      .compactMap { $0 }
    if pokemon.rarity != .ordinary { facts.append(pokemon.rarity.rawValue.capitalized) }
    lines += TextLayout.pack(facts, separator: " · ", width: width)
    lines += TextLayout.pack(
      ["Height \(Measure.format(pokemon.heightMetres)) m",
       "Weight \(Measure.format(pokemon.weightKilograms)) kg"],
      separator: " · ", width: width
    ).map { theme.paint($0, as: .dim) }
    return lines
  }

  // MARK: - Abilities

  var abilities: [String] {
    guard !pokemon.abilities.isEmpty else { return [] }
    var lines = [theme.paint("Abilities", as: .heading)]
    for ability in pokemon.abilities {
      let name = ability.displayName + (ability.isHidden ? " (hidden)" : "")
      lines += TextLayout.wrap(name, width: width - 2).map { Self.indent + $0 }
      if let effect = ability.effect {
        lines += TextLayout.wrap(effect, width: width - 4)
          .map { Self.indent + "  " + theme.paint($0, as: .dim) }
      }
    }
    return lines
  }

  // MARK: - Stats

  var stats: [String] {
    guard !pokemon.stats.isEmpty else { return [] }
    let labelWidth = 7
    let barLength = min(51, width - Self.indent.count - labelWidth - 1 - 3 - 2)
    var lines = [theme.paint("Base stats", as: .heading)]
    for stat in pokemon.stats {
      var line = Self.indent + TextLayout.padRight(stat.label, to: labelWidth) + " "
        + TextLayout.padLeft(String(stat.value), to: 3)
      if barLength >= 5 {
        let filled = Int((Double(stat.value) * Double(barLength) / Double(BaseStat.maximum))
          .rounded())
        line += "  " + theme.bar(filled: filled, length: barLength, value: stat.value)
      }
      lines.append(line)
    }
    let total = pokemon.stats.reduce(0) { $0 + $1.value }
    lines.append(
      theme.paint(Self.indent + TextLayout.padRight("Total", to: labelWidth) + " "
        + TextLayout.padLeft(String(total), to: 3), as: .heading))
    return lines
  }
}

/// Numbers as the card prints them.
enum Measure {
  /// One decimal place, as the games show heights and weights: 0.4, 6.0, 999.9.
  static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}

/// Roman numerals for generation numbers.
enum Roman {
  static func numeral(_ number: Int) -> String {
    guard number > 0, number < 40 else { return String(number) }
    let table = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    var rest = number
    var text = ""
    for (value, letters) in table {
      while rest >= value {
        text += letters
        rest -= value
      }
    }
    return text
  }
}
