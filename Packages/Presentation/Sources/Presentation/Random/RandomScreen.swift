import Domain

/// `pokecli random`: the card of the Pokémon picked, under a line saying it came up shiny
/// when it did; or the one line saying none matches. As JSON, a page of at most one: how
/// many could have come up (`count`), the seed that picked it, whether it is shiny, and
/// its card in `results`.
public struct RandomScreen: Screen {
  /// The picked Pokémon's card; `nil` when none matched.
  public var card: PokemonCard?
  /// How many Pokémon could have come up.
  public var count: Int
  /// The seed that picked it: `--seed` with it picks it again.
  public var seed: UInt64
  public var isShiny: Bool

  public init(card: PokemonCard?, count: Int, seed: UInt64, isShiny: Bool) {
    self.card = card
    self.count = count
    self.seed = seed
    self.isShiny = isShiny
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    guard let card else { return "no Pokémon matches these filters\n" }
    let shiny = isShiny ? theme.paint(TextLayout.truncate("✦ Shiny!", to: width), as: .heading) + "\n" : ""
    return shiny + card.text(theme: theme, width: width, hints: hints)
  }

  public func document(hints: any Hints) -> any Encodable {
    let results = card.flatMap {
      PokemonDetailJSON.card($0.state, learnset: nil, method: nil)
    }.map { [$0] } ?? []
    return ["count": count, "seed": seed, "isShiny": isShiny, "results": results] as JSONObject
  }
}

extension OneShotView where State == PokemonDetail.State, Action == PokemonDetail.Action {
  /// The card of a Pokémon `random` picked, as `RandomScreen` shows it, or the failure to
  /// read it in one line.
  public init(
    randomCard store: any ViewStore<State, Action>, count: Int, seed: UInt64, isShiny: Bool,
    hints: any Hints
  ) {
    self.init(store: store, start: .task) { state, format in
      if let error = state.status.error { return .failure(error.message(hints: hints)) }
      let screen = RandomScreen(
        card: PokemonCard(state: state), count: count, seed: seed, isShiny: isShiny)
      return .output(format.render(screen, hints: hints))
    }
  }
}
