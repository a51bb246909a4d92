import Domain

// Moves as pokecli shows them: this file is the kind's one declaration in Presentation.
// Its card's sections (read by `MoveCard`, which adds who learns the move), the card's
// JSON, its list's columns, cells and row JSON (the `ListLayout` the one paged list
// reads), and its section, row and card in the browser. The move's card is long, so its battle lines, words and game matching stand in
// `Move/` beside `MoveCard`.

// MARK: - The card

/// The sections of a move's card, each a list of lines no wider than `width`.
struct MoveCardSections {
  let move: Move
  let game: String?
  let theme: Theme
  let width: Int

  static let indent = "  "

  /// Every section in reading order, separated by blank lines.
  var all: [String] {
    [header, effect, battle, description, machines].filter { !$0.isEmpty }
      .map { $0.joined(separator: "\n") }
      .joined(separator: "\n\n").components(separatedBy: "\n")
  }

  // MARK: - Header

  var header: [String] {
    let title = MoveWords.number(move.id) + "  " + move.displayName
    let types = move.type.map { [$0] } ?? []
    var lines: [String]
    if TextLayout.width(title) + 2 + theme.typeBadgesWidth(types) <= width {
      lines = [theme.paint(title, as: .heading) + (types.isEmpty ? "" : "  ")
        + theme.typeBadges(types)]
    } else {
      lines = [theme.paint(TextLayout.truncate(title, to: width), as: .heading)]
      if !types.isEmpty, theme.typeBadgesWidth(types) <= width {
        lines.append(theme.typeBadges(types))
      }
    }
    let facts = [
      move.damageClass.map(theme.damageClassName),
      move.generation.map(theme.generationName),
      "learned by \(move.learnerCount) Pokémon",
    ].compactMap { $0 }
    lines += TextLayout.pack(facts, separator: " · ", width: width)
    let numbers = [
      "Power " + (move.power.map(String.init) ?? "—"),
      "Accuracy " + (move.accuracy.map { "\($0)%" } ?? "—"),
      "PP " + (move.pp.map(String.init) ?? "—"),
      "Priority " + MoveWords.signed(move.priority),
    ]
    lines += TextLayout.pack(numbers, separator: " · ", width: width)
    if let game = move.asIn {
      let note =
        move.isNewerThanItsGame
        ? "Not yet in " + theme.gamesName(game) + ": it came with generation "
          + Roman.numeral(move.generation ?? 0)
        : "Class and numbers as in " + theme.gamesName(game)
      lines += TextLayout.wrap(note, width: width).map { theme.paint($0, as: .dim) }
    }
    if let target = move.target {
      lines += TextLayout.wrap("Targets " + MoveWords.target(target), width: width)
        .map { theme.paint($0, as: .dim) }
    }
    return lines
  }

  // MARK: - Texts

  var effect: [String] {
    EffectSection.lines(move.effect, theme: theme, width: width)
  }

  var battle: [String] {
    let lines = MoveBattleLines.lines(move.battleEffects)
    guard !lines.isEmpty else { return [] }
    return [theme.paint("In battle", as: .heading)] + lines.flatMap(paragraph)
  }

  var description: [String] {
    GameTextSection.lines(
      move.descriptions, game: game, theme: theme, width: width, indent: Self.indent)
  }

  // MARK: - Machines

  /// One line per machine, in the order the games first had it: `TM24   Red and Blue,
  /// Yellow, …`.
  var machines: [String] {
    guard !move.machines.isEmpty else { return [] }
    var order: [String] = []
    var games: [String: [String]] = [:]
    for machine in move.machines {
      let item = machine.item.uppercased()
      if games[item] == nil { order.append(item) }
      games[item, default: []].append(theme.gamesName(machine.game))
    }
    let column = min((order.map(TextLayout.width).max() ?? 0) + 2, max(1, width / 3))
    var lines = [theme.paint("Machines", as: .heading)]
    for item in order {
      let label = Self.indent + TextLayout.padRight(item, to: column)
      let room = width - TextLayout.width(label)
      let wrapped = TextLayout.pack(games[item] ?? [], separator: ", ", width: max(10, room))
      for (index, line) in wrapped.enumerated() {
        let lead = index == 0 ? label : String(repeating: " ", count: TextLayout.width(label))
        lines.append(TextLayout.width(lead) + TextLayout.width(line) <= width
          ? lead + line : TextLayout.truncate(lead + line, to: width))
      }
    }
    return lines
  }

  private func paragraph(_ text: String) -> [String] {
    TextLayout.wrap(text, width: width - Self.indent.count).map { Self.indent + $0 }
  }
}

// MARK: - The card's JSON

/// A move's card as JSON for scripts (docs/json.md).
enum MoveJSON {
  /// `move`'s card, with the description of `game` (else the newest), and `learners`
  /// (`null` unless `move --pokemon` asked for them).
  static func card(_ move: Move, game: String?, learners: MoveLearners?) -> JSONObject {
    let battle = move.battleEffects
    return .move(move.summary, [
      "priority": move.priority, "target": move.target, "generation": move.generation,
      "effect": move.effect.full, "shortEffect": move.effect.short,
      "effectChance": move.effect.chance,
      "battle": [
        "ailment": battle.ailment, "ailmentChance": battle.ailmentChance,
        "statChanges": battle.statChanges.map { ["stat": $0.stat, "change": $0.change] as JSONObject },
        "statChance": battle.statChance, "flinchChance": battle.flinchChance,
        "drain": battle.drain, "healing": battle.healing, "critRate": battle.critRate,
        "minHits": battle.hits?.lowerBound, "maxHits": battle.hits?.upperBound,
        "minTurns": battle.turns?.lowerBound, "maxTurns": battle.turns?.upperBound,
        "category": battle.category,
      ] as JSONObject,
      "description": JSONObject.description(move.descriptions, game: game),
      "machines": move.machines.map {
        ["versionGroup": $0.game.slug, "machine": $0.item] as JSONObject
      },
      "learnerCount": move.learnerCount, "learners": learners.map(Self.learners),
      "versionGroup": move.asIn?.slug,
      "pastValues": (move.pastValues ?? []).map {
        [
          "versionGroup": $0.changedIn.slug, "power": $0.power, "accuracy": $0.accuracy,
          "pp": $0.pp, "type": $0.type?.slug,
        ] as JSONObject
      },
    ])
  }

  /// Who learns a move in one group of games, one object a Pokémon with each way.
  static func learners(_ learners: MoveLearners) -> JSONObject {
    [
      "versionGroup": learners.game?.slug, "versionGroups": learners.games.map(\.slug),
      "pokemon": learners.byPokemon.compactMap { ways in
        ways.first.map { first in
          JSONObject.entry(first.pokemonID, first.pokemon, first.displayName, [
            "ways": ways.map {
              ["method": $0.method, "level": $0.level, "machine": $0.machine] as JSONObject
            }
          ])
        }
      },
    ]
  }
}

// MARK: - The list

extension ListLayout where Row == MoveRow {
  /// `pokecli moves`: number, name, type, class, power, accuracy, PP and priority.
  public static var moves: ListLayout {
    ListLayout(nouns: "moves", noun: "move", flexible: 1, columns: [
      .right("No."), .left("Move"), .left("Type", keep: 5), .left("Class", keep: 2),
      .right("Power", keep: 4), .right("Acc.", keep: 3), .right("PP", keep: 1),
      .right("Prio.", keep: 0),
    ]) { row, theme, _ in
      let move = row.move
      return [
        String(move.id), move.displayName, move.type.map { theme.name(of: $0) } ?? "—",
        move.damageClass.map(theme.damageClassName) ?? "—",
        move.power.map { String($0) } ?? "—", move.accuracy.map { "\($0)%" } ?? "—",
        move.pp.map { String($0) } ?? "—", MoveWords.signed(row.priority),
      ]
    } json: { row, _ in
      .move(row.move, ["priority": row.priority, "generation": row.generation])
    }
  }
}

// MARK: - The browser's row

extension MoveRow: BrowsedRow {
  /// A move's row: type, class, power, accuracy, PP.
  public var browserRow: ReferenceRow {
    let move = self.move
    return ReferenceRow(
      kind: .move, id: move.id, name: move.name, displayName: move.displayName,
      types: move.type.map { [$0] } ?? [],
      cells: [
        .types(move.type.map { [$0] } ?? []), .damageClass(move.damageClass),
        .number(move.power), .text(move.accuracy.map { "\($0)%" } ?? "—"), .number(move.pp),
      ])
  }
}

// MARK: - The browser's section

extension BrowserSection {
  /// The moves, with their type, class, power, accuracy and PP.
  public static let moves = BrowserSection(
    title: "Moves", kind: .move,
    sorts: [
      .number, .name, ReferenceSort("power", column: 2), ReferenceSort("accuracy", column: 3),
      ReferenceSort("pp", column: 4),
    ],
    columns: [
      .typeBadges("Type", count: 1), ReferenceColumn("Class", width: 8),
      ReferenceColumn("Power", width: 5, alignsRight: true),
      ReferenceColumn("Acc.", width: 4, alignsRight: true),
      ReferenceColumn("PP", width: 3, alignsRight: true),
    ],
    filterOrders: MoveQueryParser.orders.mapValues(\.rawValue))
}

// MARK: - The browser's card

/// A move's card in the browser: the move and the Pokémon that learn it in the newest
/// game any does.
public struct BrowsedMove: BrowsedCard {
  public var move: Move
  public var learners: MoveLearners

  public init(move: Move, learners: MoveLearners) {
    self.move = move
    self.learners = learners
  }

  public func title(theme: Theme) -> String { move.displayName }

  public func body(theme: Theme, width: Int) -> [String] {
    // Told as in a game (`browse --game`), that game's description.
    MoveCardSections(move: move, game: move.asIn?.slug, theme: theme, width: width).all
  }

  /// Each Pokémon that learns it, with how.
  public var links: [CardLink] {
    learners.byPokemon.compactMap { ways in
      guard let first = ways.first else { return nil }
      return CardLink(
        kind: .pokemon, query: .number(first.pokemonID), displayName: first.displayName,
        note: ways.map(MoveLearnersRenderer.how).joined(separator: ", "),
        group: "Learned by")
    }
  }

  /// "Learned in Scarlet and Violet by": the game the learners are of.
  public func heading(ofLinks group: String, theme: Theme) -> String {
    learners.game.map { "Learned in \(theme.gamesName($0)) by" } ?? group
  }
}
