import Domain
/// `pokecli show`: a Pokémon's card, and with `--moves` the moves it learns below it.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up, but a command a user may copy.
public struct PokemonCard: Screen {
  /// The card's state, once loaded.
  public var state: PokemonDetail.State
  /// The moves shown below the card (`show --moves`), as `asked`; `nil` when not asked.
  public var learnset: Learnset?
  /// What the moves were asked with: the game and the way of learning to narrow to.
  public var asked: LearnsetRequest?
  /// Where it is met in the wild, shown below the card and its moves (`show --where`);
  /// `nil` when not asked.
  public var whereabouts: Whereabouts?

  public init(
    state: PokemonDetail.State, learnset: Learnset? = nil, asked: LearnsetRequest? = nil
  ) {
    self.state = state
    self.learnset = learnset
    self.asked = asked
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    var card = PokemonDetailRenderer.render(state, theme: theme, width: width, hints: hints)
    guard let pokemon = state.pokemon else { return card }
    if let learnset {
      card += "\n"
        + LearnsetRenderer.render(
          learnset, request: asked ?? LearnsetRequest(query: .number(pokemon.summary.id)),
          pokemon: pokemon.summary.displayName, theme: theme, width: width, hints: hints)
    }
    if let whereabouts {
      let width = max(20, width)
      let inGame = theme.inGame(whereabouts.game)
      let lines = TextLayout.wrap("Where to find it\(inGame)", width: width)
        .map { theme.paint($0, as: .heading) }
        + Whereabouts.body(whereabouts, theme: theme, width: width, leads: false)
      card += "\n" + lines.joined(separator: "\n") + "\n"
    }
    return card
  }

  /// `null` before the card has loaded, which a printed card never is.
  public func document(hints: any Hints) -> any Encodable {
    PokemonDetailJSON.card(
      state, learnset: learnset, method: asked?.method, whereabouts: whereabouts)
  }
}
