import Domain

/// A damage check over a Pokémon's card (`d` on one of its moves): the defender asked for
/// on one line, then `pokecli damage`'s screen, scrolled like a card.
public struct DamageCheck: Equatable, Sendable {
  /// The Pokémon whose card it was opened over.
  public var attacker: PokemonSummary
  /// The move selected on that card.
  public var move: CardLink
  /// The game of that card's moves (a group's slug), the damage is worked out as in;
  /// `nil` for today's.
  public var game: String?
  /// The defender as typed.
  public var defender: String
  /// Whether the defender is still being typed.
  public var isAsking: Bool
  /// The calculation, once asked for.
  public var status: LoadStatus<DamageSheet>
  /// The first line on screen.
  public var scroll: Int

  public init(
    attacker: PokemonSummary, move: CardLink, game: String? = nil, defender: String = "",
    isAsking: Bool = true,
    status: LoadStatus<DamageSheet> = .idle, scroll: Int = 0
  ) {
    self.attacker = attacker
    self.move = move
    self.game = game
    self.defender = defender
    self.isAsking = isAsking
    self.status = status
    self.scroll = scroll
  }

  /// "Garchomp's Earthquake against…", the line above the calculation.
  var title: String {
    SafeText.clean(attacker.displayName) + "'s " + SafeText.clean(move.displayName) + " against…"
  }

  /// The lines at `width`: the defender's line while it is typed, a line while it loads or
  /// when it failed, then the calculation.
  func lines(theme: Theme, width: Int) -> [String] {
    if isAsking {
      return [
        " Defender: " + SafeText.clean(defender) + "▏",
        theme.paint(" Enter works it out, Esc goes back", as: .dim),
      ]
    }
    switch status {
    case .idle, .loading:
      return [theme.paint(" working it out…", as: .dim)]
    case .failed(let error):
      // Only a failure to read can go otherwise another time.
      let retry = error.isNetworkFailure || error.isNotCached ? " (r retries)" : ""
      return TextLayout.wrap(
        "could not work it out: \(error.message(hints: NoHints()))\(retry)", width: width - 1
      ).map { " " + theme.paint($0, as: .error) }
    case .loaded(let sheet):
      return sheet.embeddedLines(theme: theme, width: width - 1, indent: " ")
    }
  }
}
