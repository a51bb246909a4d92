import Domain

extension BrowserCard {
  /// What a Pokémon's card shows in its own place, one at a time: a key (`m`, `b`, `w`)
  /// shows its view, pressed again gives the card back, and another key's view takes
  /// the place. Each view's load is the one `InPlaceID` identifies.
  public enum InPlace: Equatable, Sendable {
    /// The moves it learns in one game (`m`).
    case moves(Moves)
    /// Its battle figures (`b`): its stats at levels 50 and 100, worked out from the
    /// card, and its Speed tier, loaded (`.idle` where it cannot be: an API without the
    /// built-in data).
    case battle(LoadStatus<SpeedTiers>)
    /// Where it is met in the wild (`w`), loaded; each place a link.
    case whereabouts(LoadStatus<Whereabouts>)

    /// Whether `other` is the same view, whatever either has loaded.
    func isSameView(as other: InPlace) -> Bool {
      switch (self, other) {
      case (.moves, .moves), (.battle, .battle), (.whereabouts, .whereabouts): return true
      default: return false
      }
    }

    /// Whether its load is in flight.
    var isLoading: Bool { phase.isLoading }

    /// Why its load failed, if it did.
    var error: PokedexError? { phase.error }

    /// Whether its load is not asked for: not yet, dropped, or with nothing to load from.
    var isIdle: Bool { phase.isIdle }

    /// The view as a card keeps it while its section is not shown: a load in flight set
    /// back to not asked, to be asked again when the card is in front once more.
    var parked: InPlace {
      guard isLoading else { return self }
      switch self {
      case .moves(let moves): return .moves(Moves(game: moves.game, status: .idle))
      case .battle: return .battle(.idle)
      case .whereabouts: return .whereabouts(.idle)
      }
    }

    /// How far its load went, whatever it loads.
    private var phase: (isLoading: Bool, error: PokedexError?, isIdle: Bool) {
      switch self {
      case .moves(let moves): return Self.phase(of: moves.status)
      case .battle(let status): return Self.phase(of: status)
      case .whereabouts(let status): return Self.phase(of: status)
      }
    }

    private static func phase<Value>(
      of status: LoadStatus<Value>
    ) -> (isLoading: Bool, error: PokedexError?, isIdle: Bool) {
      (status.isLoading, status.error, status == .idle)
    }
  }

  /// Identifies the load of what the card shows in its place, dropped when the card is
  /// closed, its section hidden, or another view takes the place.
  public struct InPlaceID: Hashable, Sendable {
    public init() {}
  }
}

extension BrowserCard.State {
  /// The moves shown in place of the card, if they are.
  public var moves: BrowserCard.Moves? {
    if case .moves(let moves)? = inPlace { return moves }
    return nil
  }

  /// The battle figures' Speed tier, if they are shown in place of the card.
  public var battle: LoadStatus<SpeedTiers>? {
    if case .battle(let status)? = inPlace { return status }
    return nil
  }

  /// Where it is met in the wild, if that is shown in place of the card.
  public var whereabouts: LoadStatus<Whereabouts>? {
    if case .whereabouts(let status)? = inPlace { return status }
    return nil
  }
}
