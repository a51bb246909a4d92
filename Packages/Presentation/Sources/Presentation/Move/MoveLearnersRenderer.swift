import Domain
/// The Pokémon that learn a move in one game, as `pokecli move <move> --pokemon` prints
/// them after the card: one row per Pokémon with every way it learns the move
/// (`#0025  Pikachu  Lv. 36, TM126`).
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum MoveLearnersRenderer {
  /// The text for `learners` (already narrowed to `method` when one was asked for),
  /// ending in a newline.
  public static func render(
    _ learners: MoveLearners, move: String, asked game: String?, method: String?,
    theme: Theme, width: Int
  ) -> String {
    let width = max(20, width)
    let way = method.map { " " + phrase($0) } ?? ""
    let named = method.map { " (" + label($0) + ")" } ?? ""
    guard let chosen = learners.game, !learners.learners.isEmpty else {
      let asked = game.map { theme.gameName($0) } ?? "any game"
      let games = learners.games.map { theme.gamesName($0) }
      let text = games.isEmpty
        ? "No Pokémon learns \(move)\(way) in any game PokeAPI knows."
        : "No Pokémon learns \(move)\(way) in \(asked); some do in "
          + games.joined(separator: ", ") + "."
      return TextLayout.wrap(text, width: width).joined(separator: "\n") + "\n"
    }
    let pokemon = learners.byPokemon
    let count = pokemon.count
    var lines = TextLayout.wrap(
      "Learned in \(theme.gamesName(chosen)) by \(count) Pokémon\(named)", width: width
    ).map { theme.paint($0, as: .heading) }
    let table = FittedTable(
      columns: [
        .left("No."), .left("Pokémon"), .left("How"),
      ],
      rows: pokemon.compactMap { ways in
        ways.first.map { first in
          [
            PokemonListRenderer.numberText(first.pokemonID), first.displayName,
            ways.map(how).joined(separator: ", "),
          ]
        }
      },
      flexible: 1)
    lines += table.lines(width: width, indent: "  ", dropping: [])
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Lv. 36`, `TM24`, `egg`, `tutor`, or the way's own name.
  static func how(_ learner: MoveLearner) -> String {
    switch learner.method {
    case "level-up": return learner.level.map { $0 == 0 ? "on evolving" : "Lv. \($0)" } ?? "level-up"
    case "machine": return (learner.machine ?? "machine").uppercased()
    default: return DisplayName.titleCased(learner.method).lowercased()
    }
  }

  /// A way of learning as a heading names it: `level-up`, `egg move`.
  private static func label(_ method: String) -> String {
    switch method {
    case "level-up": return "level-up"
    case "egg": return "egg move"
    default: return DisplayName.titleCased(method).lowercased()
    }
  }

  /// A way of learning as a sentence says it: `by level-up`, `as an egg move`.
  private static func phrase(_ method: String) -> String {
    switch method {
    case "egg": return "as an egg move"
    case "tutor": return "from a tutor"
    default: return "by " + label(method)
    }
  }
}
