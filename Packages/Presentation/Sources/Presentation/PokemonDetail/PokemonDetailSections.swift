import Domain
/// The sections of a Pokémon's card, each a list of lines no wider than `width`.
struct PokemonDetailSections {
  let pokemon: Pokemon
  let game: String?
  let isFavorite: Bool
  /// How heights and weights are written.
  var units: UnitSystem = .metric
  let theme: Theme
  var width: Int
  /// How to say the command that shows each other form.
  let hints: any Hints
  /// The sprite to draw by the header, if any.
  var sprite: SpriteChoice? = nil
  /// Whether the header starts with the number, name and types; a screen that shows them
  /// in a header of its own (the browser's) leaves them out.
  var showsTitle = true
  /// Whether the sprite may be drawn at its full size beside the header when the width
  /// allows (`show`); otherwise at most `spriteLines` high (the browser's fixed screen).
  var naturalSprite = true
  /// The lines the browser's screen gives the sprite, at the right of the header,
  /// abilities and stats, so the stats stay on the first screen; the room is kept while
  /// the sprite loads so nothing moves when it lands, and below `smallestSpriteRoom` the
  /// sprite is folded away. `nil` (`show`) lays it out by `naturalSprite`.
  var spriteRoom: Int? = nil
  /// Whether the sprite is still on its way.
  var spritePending = false

  /// Every section in reading order, separated by blank lines.
  var all: [String] {
    if let spriteRoom, let floated = floatingSprite(room: spriteRoom) { return floated }
    let sections = [
      headerWithSprite, abilities, stats, training, breeding, regionalNumbers, defenses, entry,
      evolution, evolutionItems, forms, moves,
    ]
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
    if !showsTitle {
      lines = []
    } else if titleWidth + 2 + theme.typeBadgesWidth(summary.types) <= width {
      lines = [theme.paint(title, as: .heading) + "  " + badges]
    } else {
      lines = [theme.paint(TextLayout.truncate(title, to: width), as: .heading)]
      if theme.typeBadgesWidth(summary.types) <= width { lines.append(badges) }
    }
    var facts = [pokemon.genus, pokemon.generation.map(theme.generationName)]
      .compactMap { $0 }
    if pokemon.rarity != .ordinary { facts.append(pokemon.rarity.rawValue.capitalized) }
    lines += TextLayout.pack(facts, separator: " · ", width: width)
    lines += TextLayout.pack(
      [units.height(decimetres: pokemon.heightDecimetres),
       units.weight(hectograms: pokemon.weightHectograms)],
      separator: " · ", width: width
    ).map { theme.paint($0, as: .dim) }
    if let game = pokemon.asIn {
      lines += TextLayout.wrap("Types, abilities and stats as in " + theme.gamesName(game), width: width)
        .map { theme.paint($0, as: .dim) }
    }
    return lines
  }

  /// A section the card's game had nothing of yet: "none: abilities came with
  /// generation III" under its `title`.
  func notYet(_ title: String, _ what: String, came generation: Int) -> [String] {
    [theme.paint(title, as: .heading)]
      + TextLayout.wrap(
        "none: \(what) came with generation \(Roman.numeral(generation))", width: width - 2
      ).map { Self.indent + theme.paint($0, as: .dim) }
  }

  // MARK: - Abilities

  var abilities: [String] {
    if pokemon.abilities.isEmpty, let generation = pokemon.asIn?.generation,
      generation < Pokemon.firstGenerationWithAbilities
    {
      return notYet("Abilities", "abilities", came: Pokemon.firstGenerationWithAbilities)
    }
    guard !pokemon.abilities.isEmpty else { return [] }
    var lines = [theme.paint("Abilities", as: .heading)]
    let names = pokemon.abilities.map { $0.displayName + ($0.isHidden ? " (hidden)" : "") }
    let nameWidth = nameColumnWidth(names)
    for (ability, name) in zip(pokemon.abilities, names) {
      if let command = hints.text(for: .entry(.ability, slug: ability.name)) {
        lines += labelled(name, command: command, nameWidth: nameWidth)
      } else {
        lines += TextLayout.wrap(name, width: width - 2).map { Self.indent + $0 }
      }
      if let effect = ability.effect {
        lines += TextLayout.wrap(effect, width: width - 4)
          .map { Self.indent + "  " + theme.paint($0, as: .dim) }
      }
    }
    let fellBack = pokemon.abilities.contains { $0.isEnglishFallback == true }
    if let note = theme.englishFallbackNote(fellBack, width: width - Self.indent.count) {
      lines.append(Self.indent + note)
    }
    return lines
  }

  // MARK: - Stats

  var stats: [String] {
    guard !pokemon.stats.isEmpty else { return [] }
    // Seven columns hold every English label ("Sp. Atk"); another language's may be
    // longer ("Attaque Spéciale"), up to a third of the width.
    let labels = pokemon.stats.map { theme.label(of: $0) }
    let longest = labels.map(TextLayout.width).max() ?? 0
    let labelWidth = max(7, min(longest, (width - Self.indent.count) / 3))
    let barLength = min(51, width - Self.indent.count - labelWidth - 1 - 3 - 2)
    var lines = [theme.paint("Base stats", as: .heading)]
    for (stat, label) in zip(pokemon.stats, labels) {
      let shown = TextLayout.truncate(label, to: labelWidth)
      var line = Self.indent + TextLayout.padRight(shown, to: labelWidth) + " "
        + TextLayout.padLeft(String(stat.value), to: 3)
      if barLength >= 5 {
        line += "  " + theme.bar(
          filled: Measure.barFill(stat.value, length: barLength), length: barLength,
          value: stat.value)
      }
      lines.append(line)
    }
    let total = Measure.total(pokemon.stats.map(\.value))
    lines.append(
      theme.paint(Self.indent + TextLayout.padRight("Total", to: labelWidth) + " "
        + TextLayout.padLeft(String(total), to: 3), as: .heading))
    return lines
  }
}

/// Numbers as the card prints them. Cards cached by older versions may hold any `Int`,
/// so nothing here traps, whatever the number.
enum Measure {
  /// A whole number of tenths with one decimal place, as the games show heights and
  /// weights: 4 → "0.4", 60 → "6.0", 9999 → "999.9", -1 → "-0.1"; exact for every `Int`.
  static func tenths(_ value: Int) -> String {
    let magnitude = value.magnitude
    return (value < 0 ? "-" : "") + "\(magnitude / 10).\(magnitude % 10)"
  }

  /// How many of a bar's `length` cells a base stat fills on the 0–255 scale; a value
  /// outside the scale fills none or all of them.
  static func barFill(_ value: Int, length: Int) -> Int {
    let onScale = min(max(value, 0), BaseStat.maximum)
    return Int((Double(onScale) * Double(max(0, length)) / Double(BaseStat.maximum)).rounded())
  }

  /// The sum of `values`, held at `Int.max` or `Int.min` rather than overflowing.
  static func total(_ values: [Int]) -> Int {
    values.reduce(0) { sum, value in
      let (result, overflow) = sum.addingReportingOverflow(value)
      return overflow ? (value > 0 ? Int.max : Int.min) : result
    }
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
