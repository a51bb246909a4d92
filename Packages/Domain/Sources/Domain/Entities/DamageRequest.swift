/// What `pokecli damage` is asked: an attacker, its move and a defender, each side set up
/// as the player says, on a field. Names are looked up by `CalculateDamage`. What is not
/// given at `init` is as a player assumes it until set.
public struct DamageRequest: Hashable, Sendable {
  public var attacker: DamageSetUp
  public var move: EntryQuery
  public var defender: DamageSetUp
  /// How many times a multi-hit move hits; `nil` for the calculator's assumption
  /// (`DamagingMove.defaultHits`).
  public var hits: Int?
  /// Whether the move makes contact, as the player says: PokeAPI does not keep it.
  public var makesContact = false
  /// The field; its generation is the game's, whatever this one says.
  public var field = BattleField()

  public init(attacker: DamageSetUp, move: EntryQuery, defender: DamageSetUp) {
    self.attacker = attacker
    self.move = move
    self.defender = defender
  }
}

/// One side of a damage calculation as the player sets it up: level 100, no nature, the
/// highest IVs and no EVs, its first ability, no item, no stages or status, full HP,
/// until set.
public struct DamageSetUp: Hashable, Sendable {
  public var pokemon: EntryQuery
  public var level = 100
  public var nature: EntryQuery?
  public var training = StatTraining()
  /// Its ability; `nil` for its first.
  public var ability: EntryQuery?
  public var item: EntryQuery?
  /// Stat stages by stat slug, −6 to +6.
  public var boosts: [String: Int] = [:]
  public var status: MajorStatus?
  /// The type it Terastallizes into (generation IX).
  public var teraType: PokemonType?
  /// Its HP now; `nil` for full.
  public var hp: HitPointsLeft?

  public init(pokemon: EntryQuery) {
    self.pokemon = pokemon
  }
}

/// The HP a Pokémon has left: in points, or as a share of its most.
public enum HitPointsLeft: Hashable, Sendable {
  case points(Int)
  /// A percentage, 1 to 100, of its HP, rounded down but never below 1.
  case percent(Int)

  /// The points left of `maximum`.
  public func points(of maximum: Int) -> Int {
    switch self {
    case .points(let points): return min(max(points, 1), maximum)
    case .percent(let percent): return min(max(maximum * min(max(percent, 1), 100) / 100, 1), maximum)
    }
  }
}
